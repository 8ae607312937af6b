import Tag from 'antd/es/tag'
import { useTranslation } from 'react-i18next'

import { APPLICATION_STATUS_COLOURS, OFFER_STATUS_COLOURS } from '../lib/offerRules'

/** An offer's status: open, closed, filled or expired. */
export function OfferStatusTag({ status }: { status: number }) {
  const { t } = useTranslation()
  return <Tag color={OFFER_STATUS_COLOURS[status] ?? 'default'}>{t(`jobOffers.status.${status}`)}</Tag>
}

/** An application's status: applied, shortlisted, hired, declined or withdrawn. */
export function ApplicationStatusTag({ status }: { status: number }) {
  const { t } = useTranslation()
  return (
    <Tag color={APPLICATION_STATUS_COLOURS[status] ?? 'default'}>{t(`jobOffers.applicationStatus.${status}`)}</Tag>
  )
}
