import Tag from 'antd/es/tag'
import { useTranslation } from 'react-i18next'

import { TICKET_STATUS_COLOURS } from '../lib/ticketRules'

/** Whose screen shows the ticket: the centre's own, or the staff's (who read "waiting on the centre"). */
export type TicketAudience = 'centre' | 'staff'

/** The words of a ticket's state for its reader. */
export function statusLabelKey(status: number, audience: TicketAudience = 'centre'): string {
  return audience === 'staff' ? `supportTickets.desk.status.${status}` : `supportTickets.status.${status}`
}

/** A ticket's state with its own colour (docs/rules.md, "Support tickets"). */
export function TicketStatusTag({ status, audience = 'centre' }: { status: number; audience?: TicketAudience }) {
  const { t } = useTranslation()
  return <Tag color={TICKET_STATUS_COLOURS[status] ?? 'default'}>{t(statusLabelKey(status, audience))}</Tag>
}
