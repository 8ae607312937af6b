import './signupSteps.css'

import Alert from 'antd/es/alert'
import App from 'antd/es/app'
import Button from 'antd/es/button'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'

import { codeFailure, type FailureText, verificationExpired } from '@/shared/ui/accountForms/codeFailure'
import { CodeForm } from '@/shared/ui/accountForms/CodeForm'
import { FailureAlert } from '@/shared/ui/accountForms/FailureAlert'

import { useSendEmailCode } from '../api/sendSignupCode'
import { useVerifySignupCode } from '../api/verifySignupCode'
import type { SignupFlow } from '../lib/signupFlow'
import { signupFailure } from '../lib/signupFailure'
import { type SignupContacts, useSignupState } from '../lib/signupState'

interface EmailCodeStepProps<S extends SignupContacts, Request, Answer> {
  flow: SignupFlow<S, Request, Answer>
  /** The account exists and the new user is signed in: start the app's session and go on. */
  onSignedUp: (answer: Answer) => void
}

/**
 * The code from the e-mail; once it is right the account is created and the
 * new user is signed in. The e-mail's proof is kept, so a refused creation
 * (a detail to correct) is retried without a new code.
 */
export function EmailCodeStep<S extends SignupContacts, Request, Answer>({
  flow,
  onSignedUp,
}: EmailCodeStepProps<S, Request, Answer>) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const navigate = useNavigate()
  const { store, Frame, paths, emailCode: texts } = flow
  const state = useSignupState(store)
  const verify = useVerifySignupCode()
  const signup = flow.useSignup()
  const resend = useSendEmailCode()
  const [failure, setFailure] = useState<FailureText | null>(null)
  const email = state.email ?? ''
  const busy = verify.isPending || signup.isPending

  const createAccount = () => {
    const request = flow.signupRequest(store.get(), store.password())
    if (!request) return
    signup.mutate(request, {
      onSuccess: (answer) => {
        flow.finish(answer)
        onSignedUp(answer)
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
          store.update((current) => ({ ...current, emailTicket: ticket }))
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
          store.update((current) => ({ ...current, emailResendAt: Date.now() + sent.resendAfterSeconds * 1000 }))
          void message.success(t('accountForms.code.resent'))
        },
        onError: (error) => setFailure(codeFailure(error, { channel: 'email' })),
      },
    )
  }

  const restart = () => {
    texts.restart.forget()
    void navigate(paths.phone, { replace: true })
  }

  const expired = verificationExpired(failure)

  return (
    <Frame step="emailCode" title={t('signup.emailCode.title')} subtitle={t(texts.subtitleKey)}>
      {state.emailTicket ? (
        <>
          <Alert className="account-failure" type="success" showIcon title={t('signup.emailCode.verified', { email })} />
          {!expired && <FailureAlert failure={failure} />}
          <Button type="primary" size="large" block loading={signup.isPending} onClick={createAccount}>
            {t(texts.createKey)}
          </Button>
          {texts.details && (
            <p className="signup-aside">
              <Link to={texts.details.path}>{t(texts.details.labelKey)}</Link>
            </p>
          )}
        </>
      ) : (
        <CodeForm
          sentTo={email}
          resendAt={state.emailResendAt ?? null}
          verifying={busy}
          resending={resend.isPending}
          failure={expired ? null : failure}
          submitText={t(texts.submitKey)}
          onVerify={submit}
          onResend={sendAgain}
          footer={<Link to={paths.email}>{t('signup.emailCode.changeEmail')}</Link>}
        />
      )}
      {expired && (
        <Alert
          className="signup-expired"
          type="warning"
          showIcon
          title={t('accountForms.errors.verificationExpired')}
          description={texts.restart.hintKey ? t(texts.restart.hintKey) : undefined}
          action={
            <Button size="small" onClick={restart}>
              {t(texts.restart.labelKey)}
            </Button>
          }
        />
      )}
    </Frame>
  )
}
