import { useTranslation } from 'react-i18next'

import { staffSession } from '@/shared/session/staffSession'
import { SignInForm } from '@/shared/ui/signIn/SignInForm'

import { staffLogin, type StaffLoginAnswer } from '../../api/staffLogin'

interface StaffLoginFormProps {
  /** Called once the session has started. */
  onSignedIn: (answer: StaffLoginAnswer) => void
}

/** The admin console's sign-in (the centre sign-in's rules), kept in the console's own session. */
export function StaffLoginForm({ onSignedIn }: StaffLoginFormProps) {
  const { t } = useTranslation()
  return (
    <SignInForm
      signIn={staffLogin}
      onSignedIn={(answer) => {
        staffSession.start(answer.token, { email: answer.email, name: answer.name })
        onSignedIn(answer)
      }}
      captchaOwner="staffSession"
      captchaClassName="captcha-image"
      emailPlaceholder={t('staffSession.emailExample')}
      loadingRows={4}
    />
  )
}
