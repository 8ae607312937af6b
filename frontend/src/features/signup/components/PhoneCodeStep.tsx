import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'

import { formatNzMobile } from '@/shared/lib/validators'
import { codeFailure, type FailureText } from '@/shared/ui/accountForms/codeFailure'
import { CodeForm } from '@/shared/ui/accountForms/CodeForm'

import { useVerifySignupCode } from '../api/verifySignupCode'
import { SIGNUP_PATHS } from '../lib/signupSteps'
import { signupStore, useSignupState } from '../lib/signupStore'
import { SignupFrame } from './SignupFrame'

/** /digitCode: the 6-digit code texted to the mobile. Another code needs a new captcha. */
export function PhoneCodeStep() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const state = useSignupState()
  const verify = useVerifySignupCode()
  const [failure, setFailure] = useState<FailureText | null>(null)
  const phone = state.phone ?? ''

  const submit = (code: string) => {
    if (verify.isPending) return
    setFailure(null)
    verify.mutate(
      { channel: 'sms', target: phone, code },
      {
        onSuccess: ({ ticket }) => {
          signupStore.update((current) => ({ ...current, phoneTicket: ticket }))
          void navigate(SIGNUP_PATHS.centre)
        },
        onError: (error) => setFailure(codeFailure(error)),
      },
    )
  }

  return (
    <SignupFrame step="phoneCode" title={t('signup.phoneCode.title')} subtitle={t('signup.phoneCode.subtitle')}>
      <CodeForm
        sentTo={formatNzMobile(phone)}
        resendAt={state.phoneResendAt ?? null}
        verifying={verify.isPending}
        resending={false}
        failure={failure}
        submitText={t('signup.phoneCode.submit')}
        onVerify={submit}
        onResend={() => void navigate(SIGNUP_PATHS.captcha)}
        footer={<Link to={SIGNUP_PATHS.phone}>{t('signup.phoneCode.changeNumber')}</Link>}
      />
    </SignupFrame>
  )
}
