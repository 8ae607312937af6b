import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined'
import Button from 'antd/es/button'
import Flex from 'antd/es/flex'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'

import { TicketDetailView } from '@/features/supportTickets/components/TicketDetailView'

/** Ticket Detail (/supportTicket/detail/:ticketNo), opened from Support History. */
export default function SupportDetailPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { ticketNo = '' } = useParams()
  const back = () => navigate('/supportTicket/list')

  return (
    <Flex vertical gap={12}>
      <div>
        <Button type="link" icon={<ArrowLeftOutlined />} onClick={back}>
          {t('supportTickets.detail.back')}
        </Button>
      </div>
      <TicketDetailView key={ticketNo} ticketNo={ticketNo} onBack={back} />
    </Flex>
  )
}
