import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'

import { formatNzMobile } from '@/shared/lib/validators'
import { codeFailure, type FailureText } from '@/shared/ui/accountForms/codeFailure'
import { CodeForm } from '@/shared/ui/accountForms/CodeForm'

import { useVerifyResetCode } from '../api/verifyResetCode'
import { RECOVERY_PATHS, recoveryStore, useRecoveryState } from '../lib/recoveryStore'
import { RecoveryFrame } from './RecoveryFrame'

/** /forgotPassword2: the code that was sent; a right one answers the reset ticket. */
export function RecoveryCodeStep() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const state = useRecoveryState()
  const verify = useVerifyResetCode()
  const [failure, setFailure] = useState<FailureText | null>(null)
  const channel = state.channel ?? 'email'
  const target = state.target ?? ''

  const submit = (code: string) => {
    if (verify.isPending) return
    setFailure(null)
    verify.mutate(
      { channel, target, code },
      {
        onSuccess: ({ ticket }) => {
          recoveryStore.update((current) => ({ ...current, ticket }))
          void navigate(RECOVERY_PATHS.password)
        },
        onError: (error) => setFailure(codeFailure(error)),
      },
    )
  }

  return (
    <RecoveryFrame
      step="code"
      title={t('passwordRecovery.code.title')}
      subtitle={channel === 'email' ? t('passwordRecovery.code.subtitleEmail') : t('passwordRecovery.code.subtitlePhone')}
    >
      <CodeForm
        sentTo={channel === 'sms' ? formatNzMobile(target) : target}
        resendAt={state.resendAt ?? null}
        verifying={verify.isPending}
        resending={false}
        failure={failure}
        submitText={t('passwordRecovery.code.submit')}
        onVerify={submit}
        onResend={() => void navigate(RECOVERY_PATHS.account)}
        footer={<Link to={RECOVERY_PATHS.account}>{t('passwordRecovery.code.changeAccount')}</Link>}
      />
    </RecoveryFrame>
  )
}
