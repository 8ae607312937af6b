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

/** A booking's status; `ended`: its work is over, so confirmed reads Completed. */
export function BookingStatusTag({ status, ended = false }: { status: number; ended?: boolean }) {
  return <MetaTag meta={bookingStatusMeta(status, ended)} />
}

export function InviteStatusTag({ status, confirmed = false }: { status: number; confirmed?: boolean }) {
  return <MetaTag meta={inviteStatusMeta(status, confirmed)} />
}

export function JobRecordStatusTag({ status }: { status: number }) {
  return <MetaTag meta={jobRecordStatusMeta(status)} />
}
