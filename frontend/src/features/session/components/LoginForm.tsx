import Flex from 'antd/es/flex'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

import { session } from '@/shared/session/sessionStore'
import { SignInForm } from '@/shared/ui/signIn/SignInForm'

import { passwordLogin, type PasswordLoginAnswer } from '../api/passwordLogin'

interface LoginFormProps {
  /** Called once the session has started. */
  onSignedIn: (answer: PasswordLoginAnswer) => void
}

/** The centre portal's sign-in, with the links to password recovery and sign-up. */
export function LoginForm({ onSignedIn }: LoginFormProps) {
  const { t } = useTranslation()
  return (
    <SignInForm
      signIn={passwordLogin}
      onSignedIn={(answer) => {
        session.start(answer.token, answer.user)
        onSignedIn(answer)
      }}
      captchaOwner="session"
      captchaClassName="captcha-image"
      emailPlaceholder={t('login.emailExample')}
      loadingRows={5}
      belowPassword={
        <Flex justify="end" style={{ marginTop: -16, marginBottom: 16 }}>
          <Link to="/forgotPassword1">{t('passwordRecovery.loginLink')}</Link>
        </Flex>
      }
      footer={
        <Flex justify="center" gap={4} wrap style={{ marginTop: 16 }}>
          <span>{t('signup.loginPrompt')}</span>
          <Link to="/signUp">{t('signup.loginLink')}</Link>
        </Flex>
      }
    />
  )
}
