import '@/shared/ui/phone.css'

import App from 'antd/es/app'
import Card from 'antd/es/card'
import Typography from 'antd/es/typography'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'

import { BankDetailsForm } from '@/features/teacherProfile/components/BankDetailsForm'

/** The bank account, IRD number and tax code, under Me. */
export default function BankPage() {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const navigate = useNavigate()
  return (
    <Card className="teacher-card">
      <Typography.Paragraph type="secondary">{t('teacherProfile.bank.intro')}</Typography.Paragraph>
      <BankDetailsForm
        onSaved={() => {
          void message.success(t('teacherProfile.bank.saved'))
          void navigate('/me')
        }}
      />
    </Card>
  )
}
