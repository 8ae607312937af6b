import './accountForms.css'

import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined'
import CheckCircleOutlined from '@ant-design/icons/CheckCircleOutlined'
import Card from 'antd/es/card'
import Flex from 'antd/es/flex'
import Typography from 'antd/es/typography'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

import { LanguageToggle } from '../LanguageToggle'
import { useAccountBrand } from './accountBrand'

export interface BackLink {
  to: string
  label: string
}

interface AccountLayoutProps {
  /** The card's heading. */
  title: ReactNode
  subtitle?: ReactNode
  /** Progress through a flow (a Steps header), above the heading. */
  progress?: ReactNode
  back?: BackLink
  /** The brand panel's tagline and points; the platform's by default. */
  tagline?: string
  highlights?: string[]
  /** A wider card, for forms with two columns. */
  wide?: boolean
  children: ReactNode
}

/**
 * The pages reached without signing in (sign-up and password recovery): the
 * brand panel beside a card, which takes the whole width on small screens.
 */
export function AccountLayout({ title, subtitle, progress, back, tagline, highlights, wide, children }: AccountLayoutProps) {
  const { t } = useTranslation()
  const brand = useAccountBrand()
  const points = highlights ?? [
    t('accountForms.layout.highlights.nearby'),
    t('accountForms.layout.highlights.confirm'),
    t('accountForms.layout.highlights.invoices'),
  ]
  return (
    <div className="account-page">
      <section className="account-page__brand" aria-hidden>
        <div className="account-page__brand-inner">
          <Flex align="center" gap={12}>
            <span className="account-page__mark">{t('app.brandInitial')}</span>
            <span className="account-page__brand-name">{t('app.brand')}</span>
          </Flex>
          <h2 className="account-page__tagline">{tagline ?? t('accountForms.layout.tagline')}</h2>
          <ul className="account-page__highlights">
            {points.map((point) => (
              <li key={point}>
                <CheckCircleOutlined /> {point}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <main className="account-page__panel">
        <Flex className="account-page__top" justify="space-between" align="center" gap={8}>
          {back ? (
            <Link to={back.to} className="account-page__back">
              <ArrowLeftOutlined /> {back.label}
            </Link>
          ) : (
            <span />
          )}
          <LanguageToggle />
        </Flex>
        <Card className={wide ? 'account-card account-card--wide' : 'account-card'} variant="borderless">
          {progress && <div className="account-card__progress">{progress}</div>}
          <Typography.Title level={3} className="account-card__title">
            {title}
          </Typography.Title>
          {subtitle && (
            <Typography.Paragraph type="secondary" className="account-card__subtitle">
              {subtitle}
            </Typography.Paragraph>
          )}
          {children}
        </Card>
        <Typography.Text type="secondary" className="account-page__footer">
          {brand.footer ?? t('app.platformName')}
        </Typography.Text>
      </main>
    </div>
  )
}
