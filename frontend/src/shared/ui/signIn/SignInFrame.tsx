import './signInFrame.css'

import CheckCircleOutlined from '@ant-design/icons/CheckCircleOutlined'
import Flex from 'antd/es/flex'
import Typography from 'antd/es/typography'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { LanguageToggle } from '../LanguageToggle'

interface SignInFrameProps {
  /** The brand panel's name beside the mark. */
  brandName: string
  tagline: string
  /** The brand panel's list of what the app does. */
  highlights: readonly string[]
  title: string
  subtitle: string
  /** Under the card. */
  footer: string
  /** The form. */
  children: ReactNode
}

/**
 * The desktop sign-in page of the centre portal and the admin console: the
 * brand panel (hidden on narrow screens) and the form's card, with the
 * language switch above it.
 */
export function SignInFrame({ brandName, tagline, highlights, title, subtitle, footer, children }: SignInFrameProps) {
  const { t } = useTranslation()
  return (
    <div className="login-page">
      <section className="login-page__brand" aria-hidden>
        <div className="login-page__brand-inner">
          <Flex align="center" gap={12} className="login-page__logo">
            <span className="login-page__mark">{t('app.brandInitial')}</span>
            <span className="login-page__brand-name">{brandName}</span>
          </Flex>
          <h2 className="login-page__tagline">{tagline}</h2>
          <ul className="login-page__highlights">
            {highlights.map((text) => (
              <li key={text}>
                <CheckCircleOutlined /> {text}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <main className="login-page__panel">
        <LanguageToggle className="login-page__language" />
        <section className="login-card">
          <Typography.Title level={2} className="login-card__title">
            {title}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph>
          {children}
        </section>
        <Typography.Text type="secondary" className="login-page__footer">
          {footer}
        </Typography.Text>
      </main>
    </div>
  )
}
