import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import App from 'antd/es/app'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'

import { isApiError } from '@/shared/api/ApiError'
import { session } from '@/shared/session/sessionStore'
import { codeFailure, type FailureText } from '@/shared/ui/accountForms/codeFailure'
import { CodeForm } from '@/shared/ui/accountForms/CodeForm'
import { FailureAlert } from '@/shared/ui/accountForms/FailureAlert'

import { useCentreSignup } from '../api/centreSignup'
import { useSendEmailCode } from '../api/sendSignupCode'
import { useVerifySignupCode } from '../api/verifySignupCode'
import { sessionUserOf } from '../lib/sessionUser'
import { SIGNUP_PATHS } from '../lib/signupSteps'
import { signupRequest, signupStore, useSignupState } from '../lib/signupStore'
import { SignupFrame } from './SignupFrame'

/** 1004 from the sign-up call: the phone or e-mail was registered meanwhile. */
const CONFLICT = 1004

/** Why the sign-up call was refused, in the step's words. */
function signupFailure(error: unknown): FailureText {
  if (isApiError(error) && error.code === CONFLICT) return { messageKey: 'accountForms.errors.contactTaken' }
  return codeFailure(error)
}

/**
 * /emailCode: the code from the e-mail; once it is right the account is
 * created and the centre is signed in. The e-mail's proof is kept, so a failed
 * creation is retried without a new code.
 */
export function EmailCodeStep() {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const navigate = useNavigate()
  const state = useSignupState()
  const verify = useVerifySignupCode()
  const signup = useCentreSignup()
  const resend = useSendEmailCode()
  const [failure, setFailure] = useState<FailureText | null>(null)
  const email = state.email ?? ''
  const busy = verify.isPending || signup.isPending

  const createAccount = () => {
    const request = signupRequest(signupStore.get(), signupStore.password())
    if (!request) return
    signup.mutate(request, {
      onSuccess: (answer) => {
        session.start(answer.token, sessionUserOf(answer))
        signupStore.finish({ centreName: answer.user.realName, voucher: answer.voucher })
        void navigate(SIGNUP_PATHS.thanks, { replace: true })
      },
      onError: (error) => setFailure(signupFailure(error)),
    })
  }

  const submit = (code: string) => {
    if (busy) return
    setFailure(null)
    verify.mutate(
      { channel: 'email', target: email, code },
      {
        onSuccess: ({ ticket }) => {
          signupStore.update((current) => ({ ...current, emailTicket: ticket }))
          createAccount()
        },
        onError: (error) => setFailure(codeFailure(error)),
      },
    )
  }

  const sendAgain = () => {
    const phoneTicket = state.phoneTicket
    if (!phoneTicket || resend.isPending) return
    setFailure(null)
    resend.mutate(
      { email, phoneTicket },
      {
        onSuccess: (sent) => {
          signupStore.update((current) => ({ ...current, emailResendAt: Date.now() + sent.resendAfterSeconds * 1000 }))
          void message.success(t('accountForms.code.resent'))
        },
        onError: (error) => setFailure(codeFailure(error, { channel: 'email' })),
      },
    )
  }

  const startAgain = () => {
    signupStore.reset()
    void navigate(SIGNUP_PATHS.phone, { replace: true })
  }

  const expired = failure?.messageKey === 'accountForms.errors.verificationExpired'

  return (
    <SignupFrame step="emailCode" title={t('signup.emailCode.title')} subtitle={t('signup.emailCode.subtitle')}>
      {state.emailTicket ? (
        <>
          <Alert className="account-failure" type="success" showIcon title={t('signup.emailCode.verified', { email })} />
          <FailureAlert failure={failure} />
          <Button type="primary" size="large" block loading={signup.isPending} onClick={createAccount}>
            {t('signup.emailCode.create')}
          </Button>
        </>
      ) : (
        <CodeForm
          sentTo={email}
          resendAt={state.emailResendAt ?? null}
          verifying={busy}
          resending={resend.isPending}
          failure={expired ? null : failure}
          submitText={t('signup.emailCode.submit')}
          onVerify={submit}
          onResend={sendAgain}
          footer={<Link to={SIGNUP_PATHS.email}>{t('signup.emailCode.changeEmail')}</Link>}
        />
      )}
      {expired && (
        <Alert
          className="signup-expired"
          type="warning"
          showIcon
          title={t('accountForms.errors.verificationExpired')}
          action={
            <Button size="small" onClick={startAgain}>
              {t('signup.emailCode.startAgain')}
            </Button>
          }
        />
      )}
    </SignupFrame>
  )
}
