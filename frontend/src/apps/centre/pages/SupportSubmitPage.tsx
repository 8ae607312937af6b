import HistoryOutlined from '@ant-design/icons/HistoryOutlined'
import Button from 'antd/es/button'
import Card from 'antd/es/card'
import Typography from 'antd/es/typography'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'

import { TicketForm } from '@/features/supportTickets/components/TicketForm'

/** Request Support (/supportTicket/submit): open a ticket. */
export default function SupportSubmitPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()

  return (
    <Card
      variant="borderless"
      title={t('supportTickets.submit.title')}
      extra={
        <Button icon={<HistoryOutlined />} onClick={() => navigate('/supportTicket/list')}>
          {t('supportTickets.submit.history')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('supportTickets.submit.intro')}</Typography.Paragraph>
      <TicketForm onSubmitted={(ticket) => navigate(`/supportTicket/detail/${ticket.ticketNo}`)} />
    </Card>
  )
}
