import Tag from 'antd/es/tag'
import { useTranslation } from 'react-i18next'

import {
  bookingStatusMeta,
  inviteStatusMeta,
  jobRecordStatusMeta,
  type StatusMeta,
} from '../lib/status'

/** A status as a coloured tag. */
export function MetaTag({ meta }: { meta: StatusMeta }) {
  const { t } = useTranslation()
  return (
    <Tag color={meta.color} className="status-tag">
      {t(meta.labelKey)}
    </Tag>
  )
}

export function BookingStatusTag({ status }: { status: number }) {
  return <MetaTag meta={bookingStatusMeta(status)} />
}

export function InviteStatusTag({ status, confirmed = false }: { status: number; confirmed?: boolean }) {
  return <MetaTag meta={inviteStatusMeta(status, confirmed)} />
}

export function JobRecordStatusTag({ status }: { status: number }) {
  return <MetaTag meta={jobRecordStatusMeta(status)} />
}
