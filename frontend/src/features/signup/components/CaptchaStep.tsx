import Typography from 'antd/es/typography'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

import { formatNzMobile } from '@/shared/lib/validators'
import type { CaptchaSlot } from '@/shared/ui/accountForms/captchaSlot'

import { useSignupState } from '../lib/signupState'
import { SIGNUP_PATHS } from '../lib/signupSteps'
import { signupStore } from '../lib/signupStore'
import { CENTRE_SIGNUP } from './centreFlow'
import { SignupFrame } from './SignupFrame'
import { SmsCodeForm } from './SmsCodeForm'

/** /loginGraphicalCode: the graphical captcha, then the SMS code is sent. */
export function CaptchaStep({ captcha }: { captcha: CaptchaSlot }) {
  const { t } = useTranslation()
  const phone = useSignupState(signupStore).phone ?? ''

  return (
    <SignupFrame step="captcha" title={t('signup.captcha.title')} subtitle={t('signup.captcha.subtitle')}>
      <Typography.Paragraph>
        {t('signup.captcha.sendTo')} <Typography.Text strong>{formatNzMobile(phone)}</Typography.Text>{' '}
        <Link to={SIGNUP_PATHS.phone}>{t('signup.captcha.change')}</Link>
      </Typography.Paragraph>
      <SmsCodeForm flow={CENTRE_SIGNUP} captcha={captcha} />
    </SignupFrame>
  )
}
