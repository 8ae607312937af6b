import CheckCircleOutlined from '@ant-design/icons/CheckCircleOutlined'
import Card from 'antd/es/card'
import Flex from 'antd/es/flex'
import Typography from 'antd/es/typography'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'

import { LoginForm } from '@/features/session/components/LoginForm'
import { LanguageSwitch } from '@/shared/ui/LanguageSwitch'

import { afterSignIn } from '../routeGuard'

const HIGHLIGHT_KEYS = ['login.highlights.nearby', 'login.highlights.confirm', 'login.highlights.invoices'] as const

export default function LoginPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()

  return (
    <div className="login-page">
      <section className="login-page__brand" aria-hidden>
        <div className="login-page__brand-inner">
          <Flex align="center" gap={12} className="login-page__logo">
            <span className="login-page__mark">{t('app.brandInitial')}</span>
            <span className="login-page__brand-name">{t('app.brand')}</span>
          </Flex>
          <h2 className="login-page__tagline">{t('login.tagline')}</h2>
          <ul className="login-page__highlights">
            {HIGHLIGHT_KEYS.map((key) => (
              <li key={key}>
                <CheckCircleOutlined /> {t(key)}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <main className="login-page__panel">
        <LanguageSwitch className="login-page__language" showName />
        <Card className="login-card" variant="borderless">
          <Typography.Title level={2} className="login-card__title">
            {t('login.title')}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{t('login.subtitle')}</Typography.Paragraph>
          <LoginForm
            onSignedIn={() => void navigate(afterSignIn(searchParams.get('redirect')), { replace: true })}
          />
        </Card>
        <Typography.Text type="secondary" className="login-page__footer">
          {t('app.platformName')}
        </Typography.Text>
      </main>
    </div>
  )
}
