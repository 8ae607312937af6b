import App from 'antd/es/app'
import { useTranslation } from 'react-i18next'

import { ChangePasswordForm as PasswordForm } from '@/shared/ui/accountForms/ChangePasswordForm'

import { useChangePassword } from '../api/changePassword'

/** The current password and a new one, twice ("The two passwords are inconsistent."). Other sessions end. */
export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const change = useChangePassword()
  return (
    <PasswordForm
      change={change}
      texts={{
        current: t('teacherProfile.password.current'),
        currentRequired: t('teacherProfile.password.currentRequired'),
        newPassword: t('teacherProfile.password.new'),
        submit: t('teacherProfile.password.submit'),
      }}
      onChanged={() => {
        void message.success(t('teacherProfile.password.changed'))
        onDone()
      }}
      block
    />
  )
}
