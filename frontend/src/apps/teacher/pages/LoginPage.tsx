import Flex from 'antd/es/flex'
import Typography from 'antd/es/typography'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'

import { TeacherLoginForm } from '@/features/session/components/teacher/TeacherLoginForm'
import { LanguageToggle } from '@/shared/ui/LanguageToggle'

import { afterSignIn } from '../routeGuard'

/** The teacher's sign-in: e-mail and password, and the captcha when the server asks for it. */
export default function LoginPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()

  return (
    <div className="teacher-login">
      <div className="teacher-login__top">
        <LanguageToggle className="teacher-login__language" />
      </div>
      <div className="teacher-login__brand">
        <span className="teacher-login__mark" aria-hidden>
          {t('app.brandInitial')}
        </span>
        <span className="teacher-login__name">{t('teacherApp.brand')}</span>
        <Typography.Paragraph className="teacher-login__tagline">{t('teacherApp.login.tagline')}</Typography.Paragraph>
      </div>
      <section className="teacher-login__card">
        <Typography.Title level={3} className="teacher-login__title">
          {t('login.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('teacherApp.login.subtitle')}</Typography.Paragraph>
        <TeacherLoginForm
          onSignedIn={() => void navigate(afterSignIn(searchParams.get('redirect')), { replace: true })}
        />
        <Flex justify="space-between" align="center" wrap gap={8} className="teacher-login__links">
          <Link to="/forgotPassword1">{t('teacherApp.login.forgotPassword')}</Link>
          <span>
            {t('teacherApp.login.newTeacher')} <Link to="/signup">{t('teacherApp.login.signUp')}</Link>
          </span>
        </Flex>
      </section>
      <Typography.Text type="secondary" className="teacher-login__footer">
        {t('teacherApp.login.centreHint')} <Typography.Link href="/">{t('teacherApp.login.centrePortal')}</Typography.Link>
      </Typography.Text>
    </div>
  )
}
