import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'

import { LoginForm } from '@/features/session/components/LoginForm'
import { SignInFrame } from '@/shared/ui/signIn/SignInFrame'

import { afterSignIn } from '../routeGuard'

const HIGHLIGHT_KEYS = ['login.highlights.nearby', 'login.highlights.confirm', 'login.highlights.invoices'] as const

export default function LoginPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()

  return (
    <SignInFrame
      brandName={t('app.brand')}
      tagline={t('login.tagline')}
      highlights={HIGHLIGHT_KEYS.map((key) => t(key))}
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={t('app.platformName')}
    >
      <LoginForm onSignedIn={() => void navigate(afterSignIn(searchParams.get('redirect')), { replace: true })} />
    </SignInFrame>
  )
}
