import Tag from 'antd/es/tag'
import { useTranslation } from 'react-i18next'

import { TICKET_STATUS_COLOURS } from '../lib/ticketRules'

/** A ticket's state with its own colour (docs/rules.md, "Support tickets"). */
export function TicketStatusTag({ status }: { status: number }) {
  const { t } = useTranslation()
  return <Tag color={TICKET_STATUS_COLOURS[status] ?? 'default'}>{t(`supportTickets.status.${status}`)}</Tag>
}
