import './home.css'

import ShopOutlined from '@ant-design/icons/ShopOutlined'
import Card from 'antd/es/card'
import Descriptions from 'antd/es/descriptions'
import Typography from 'antd/es/typography'
import { useTranslation } from 'react-i18next'

interface CentreDetailsProps {
  centreName: string
  contactPerson: string | null
  email: string
  phone: string | null
}

/** The centre's contact details as the platform holds them. */
export function CentreDetails({ centreName, contactPerson, email, phone }: CentreDetailsProps) {
  const { t } = useTranslation()
  const orMissing = (value: string | null) =>
    value ? value : <Typography.Text type="secondary">{t('dashboard.notProvided')}</Typography.Text>

  return (
    <Card
      title={
        <span>
          <ShopOutlined aria-hidden /> {t('dashboard.centreTitle')}
        </span>
      }
      variant="borderless"
      className="centre-card"
    >
      <Descriptions
        column={1}
        colon={false}
        items={[
          { key: 'name', label: t('dashboard.centreName'), children: centreName },
          { key: 'contact', label: t('dashboard.contactPerson'), children: orMissing(contactPerson) },
          { key: 'email', label: t('dashboard.email'), children: email },
          { key: 'phone', label: t('dashboard.phone'), children: orMissing(phone) },
        ]}
      />
    </Card>
  )
}
