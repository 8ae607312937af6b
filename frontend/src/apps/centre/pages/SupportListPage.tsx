import PlusOutlined from '@ant-design/icons/PlusOutlined'
import Button from 'antd/es/button'
import Card from 'antd/es/card'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'

import { TicketsTable } from '@/features/supportTickets/components/TicketsTable'

/** Support History (/supportTicket/list): the centre's tickets. */
export default function SupportListPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const submit = () => navigate('/supportTicket/submit')

  return (
    <Card
      variant="borderless"
      title={t('supportTickets.list.title')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={submit}>
          {t('supportTickets.list.new')}
        </Button>
      }
    >
      <TicketsTable
        onOpen={(ticketNo) => navigate(`/supportTicket/detail/${ticketNo}`)}
        emptyAction={<Button onClick={submit}>{t('supportTickets.list.new')}</Button>}
      />
    </Card>
  )
}
