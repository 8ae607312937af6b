import CalendarOutlined from '@ant-design/icons/CalendarOutlined'
import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined'
import FileDoneOutlined from '@ant-design/icons/FileDoneOutlined'
import GiftOutlined from '@ant-design/icons/GiftOutlined'
import HeartOutlined from '@ant-design/icons/HeartOutlined'
import Button from 'antd/es/button'
import Flex from 'antd/es/flex'
import Typography from 'antd/es/typography'
import type { ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'

import { SIGNUP_PATHS } from '../lib/signupSteps'
import { signupStore } from '../lib/signupStore'
import { SignupFrame } from './SignupFrame'

const BENEFITS: { key: string; icon: ComponentType }[] = [
  { key: 'nearby', icon: EnvironmentOutlined },
  { key: 'favourites', icon: HeartOutlined },
  { key: 'calendar', icon: CalendarOutlined },
  { key: 'invoices', icon: FileDoneOutlined },
]

/** /signUp: what a centre gets, the signup voucher, and the way in. */
export function SignupIntro() {
  const { t } = useTranslation()
  const navigate = useNavigate()

  const start = () => {
    // A finished sign-up in this tab is over; a half-done one carries on.
    if (signupStore.get().done) signupStore.reset()
    void navigate(SIGNUP_PATHS.phone)
  }

  return (
    <SignupFrame step="intro" title={t('signup.intro.title')} subtitle={t('signup.intro.subtitle')}>
      <ul className="signup-benefits">
        {BENEFITS.map(({ key, icon: Icon }) => (
          <li key={key} className="signup-benefit">
            <span className="signup-benefit__icon">
              <Icon />
            </span>
            <span>
              <Typography.Text strong>{t(`signup.intro.benefits.${key}.title`)}</Typography.Text>
              <br />
              <Typography.Text type="secondary">{t(`signup.intro.benefits.${key}.text`)}</Typography.Text>
            </span>
          </li>
        ))}
      </ul>
      <Flex className="signup-voucher-teaser" gap={12} align="center">
        <GiftOutlined className="signup-voucher-teaser__icon" />
        <span>
          <Typography.Text strong>{t('signup.intro.voucherTitle')}</Typography.Text>
          <br />
          <Typography.Text type="secondary">{t('signup.intro.voucherText')}</Typography.Text>
        </span>
      </Flex>
      <Typography.Paragraph type="secondary" className="signup-intro__needs">
        {t('signup.intro.needs')}
      </Typography.Paragraph>
      <Button type="primary" size="large" block onClick={start}>
        {t('signup.intro.start')}
      </Button>
      <Typography.Paragraph className="signup-intro__signin">
        {t('signup.intro.haveAccount')} <Link to="/login">{t('signup.intro.signIn')}</Link>
      </Typography.Paragraph>
    </SignupFrame>
  )
}
