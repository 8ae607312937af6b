import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'

import { normaliseNzMobile } from '@/shared/lib/validators'

import { useSignupState, withPhone } from '../lib/signupState'
import { SIGNUP_PATHS } from '../lib/signupSteps'
import { signupStore } from '../lib/signupStore'
import { PhoneField } from './PhoneField'
import { SignupFrame } from './SignupFrame'
import { StepForm } from './StepForm'

interface PhoneValues {
  phone: string
}

/** /mobilePhone: the centre's New Zealand mobile number. */
export function PhoneStep() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const state = useSignupState(signupStore)

  const next = ({ phone }: PhoneValues) => {
    const normalised = normaliseNzMobile(phone)
    if (!normalised) return
    signupStore.update((current) => withPhone(current, phone.trim(), normalised))
    void navigate(SIGNUP_PATHS.captcha)
  }

  return (
    <SignupFrame step="phone" title={t('signup.phone.title')} subtitle={t('signup.phone.subtitle')}>
      <StepForm<PhoneValues> initialValues={{ phone: state.phoneInput ?? '' }} onFinish={next}>
        <PhoneField autoFocus />
      </StepForm>
    </SignupFrame>
  )
}
