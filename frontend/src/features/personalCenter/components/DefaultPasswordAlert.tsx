import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'

import { useSession } from '@/shared/session/sessionStore'

import { hasDefaultPassword } from '../lib/defaultPassword'

interface DefaultPasswordAlertProps {
  /** Where the "Change it" button goes; no button when absent (on the Personal Center itself). */
  changeAt?: string
  /** The Personal Center also knows the flag from the profile. */
  passwordIsDefault?: boolean
}

/** The warning while the password is still the default reset password (spec section 6). */
export function DefaultPasswordAlert({ changeAt, passwordIsDefault }: DefaultPasswordAlertProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { user } = useSession()
  if (!(passwordIsDefault ?? hasDefaultPassword(user))) return null
  return (
    <Alert
      type="warning"
      showIcon
      className="default-password-alert"
      title={t('personalCenter.defaultPassword')}
      action={
        changeAt ? (
          <Button size="small" onClick={() => void navigate(changeAt)}>
            {t('personalCenter.changeNow')}
          </Button>
        ) : undefined
      }
    />
  )
}
