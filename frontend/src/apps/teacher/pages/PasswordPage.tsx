import '@/shared/ui/phone.css'

import Card from 'antd/es/card'
import Typography from 'antd/es/typography'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'

import { ChangePasswordForm } from '@/features/teacherProfile/components/ChangePasswordForm'

/** Change the password, under Me. */
export default function PasswordPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <Card className="teacher-card">
      <Typography.Paragraph type="secondary">{t('teacherProfile.password.hint')}</Typography.Paragraph>
      <ChangePasswordForm onDone={() => void navigate('/me')} />
    </Card>
  )
}
