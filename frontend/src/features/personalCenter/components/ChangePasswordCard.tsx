import App from 'antd/es/app'
import Card from 'antd/es/card'
import { useTranslation } from 'react-i18next'

import { ChangePasswordForm } from '@/shared/ui/accountForms/ChangePasswordForm'

import { useChangePassword } from '../api/changePassword'

/** The current password and a new one with its confirmation; other sessions end. */
export function ChangePasswordCard({ id }: { id?: string }) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const change = useChangePassword()

  return (
    <Card title={t('personalCenter.password.title')} id={id}>
      <ChangePasswordForm
        change={change}
        texts={{
          current: t('personalCenter.password.current'),
          currentRequired: t('personalCenter.password.currentRequired'),
          newPassword: t('personalCenter.password.new'),
          submit: t('personalCenter.password.submit'),
        }}
        onChanged={() => void message.success(t('personalCenter.password.changed'))}
        className="profile-password"
      />
      <p className="profile-password__note">{t('personalCenter.password.note')}</p>
    </Card>
  )
}
