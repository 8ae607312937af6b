import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'

import { formatNzMobile } from '@/shared/lib/validators'
import { codeFailure, type FailureText } from '@/shared/ui/accountForms/codeFailure'
import { CodeForm } from '@/shared/ui/accountForms/CodeForm'

import { useVerifySignupCode } from '../api/verifySignupCode'
import type { SignupFlow } from '../lib/signupFlow'
import { type SignupContacts, useSignupState } from '../lib/signupState'

/** The 6-digit code texted to the mobile. Another code needs a new captcha. */
export function PhoneCodeStep<S extends SignupContacts, Request, Answer>({ flow }: { flow: SignupFlow<S, Request, Answer> }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { store, Frame, paths } = flow
  const state = useSignupState(store)
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
          store.update((current) => ({ ...current, phoneTicket: ticket }))
          void navigate(flow.afterPhone(store.get()))
        },
        onError: (error) => setFailure(codeFailure(error)),
      },
    )
  }

  return (
    <Frame step="phoneCode" title={t('signup.phoneCode.title')} subtitle={t('signup.phoneCode.subtitle')}>
      <CodeForm
        sentTo={formatNzMobile(phone)}
        resendAt={state.phoneResendAt ?? null}
        verifying={verify.isPending}
        resending={false}
        failure={failure}
        submitText={t('signup.phoneCode.submit')}
        onVerify={submit}
        onResend={() => void navigate(paths.captcha)}
        footer={<Link to={paths.phone}>{t('signup.phoneCode.changeNumber')}</Link>}
      />
    </Frame>
  )
}
