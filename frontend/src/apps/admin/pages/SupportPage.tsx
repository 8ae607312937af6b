import { SupportDeskPage } from '@/features/supportTickets/components/SupportDeskPage'

/** Support (/support): the centres' tickets, answered and moved along by staff. */
export default function SupportPage() {
  return <SupportDeskPage />
}
