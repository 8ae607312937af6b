import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'

import { StaffLoginForm } from '@/features/session/components/staff/StaffLoginForm'
import { SignInFrame } from '@/shared/ui/signIn/SignInFrame'

import { afterSignIn } from '../routeGuard'

export default function LoginPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()

  return (
    <SignInFrame
      brandName={t('adminApp.name')}
      tagline={t('adminApp.login.tagline')}
      highlights={[t('adminApp.login.highlights.people'), t('adminApp.login.highlights.rules'), t('adminApp.login.highlights.log')]}
      title={t('adminApp.login.title')}
      subtitle={t('adminApp.login.subtitle')}
      footer={t('adminApp.login.footer')}
    >
      <StaffLoginForm onSignedIn={() => void navigate(afterSignIn(searchParams.get('redirect')), { replace: true })} />
    </SignInFrame>
  )
}
