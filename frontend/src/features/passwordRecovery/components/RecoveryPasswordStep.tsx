import Button from 'antd/es/button'
import Form from 'antd/es/form'
import Result from 'antd/es/result'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'

import { codeFailure, type FailureText, verificationExpired } from '@/shared/ui/accountForms/codeFailure'
import { FailureAlert } from '@/shared/ui/accountForms/FailureAlert'
import { NewPasswordFields } from '@/shared/ui/accountForms/NewPasswordFields'

import { useResetPassword } from '../api/resetPassword'
import { RECOVERY_PATHS, recoveryStore, useRecoveryState } from '../lib/recoveryStore'
import { RecoveryFrame } from './RecoveryFrame'

interface PasswordValues {
  password: string
  confirmPassword: string
}

/** /forgotPassword3: the new password; then a success Result with the way to sign in. */
export function RecoveryPasswordStep() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const state = useRecoveryState()
  const reset = useResetPassword()
  const [failure, setFailure] = useState<FailureText | null>(null)
  const [done, setDone] = useState(false)

  const submit = ({ password }: PasswordValues) => {
    const ticket = state.ticket
    if (reset.isPending || !ticket) return
    setFailure(null)
    reset.mutate(
      { ticket, password },
      {
        onSuccess: () => {
          setDone(true)
          recoveryStore.reset()
        },
        onError: (error) => setFailure(codeFailure(error)),
      },
    )
  }

  const expired = verificationExpired(failure)

  if (done) {
    return (
      <RecoveryFrame step="password" finished title={t('passwordRecovery.done.title')}>
        <Result
          status="success"
          title={t('passwordRecovery.done.heading')}
          subTitle={t('passwordRecovery.done.text')}
          extra={
            <Button type="primary" size="large" onClick={() => void navigate('/login', { replace: true })}>
              {t('passwordRecovery.done.signIn')}
            </Button>
          }
        />
      </RecoveryFrame>
    )
  }

  return (
    <RecoveryFrame step="password" title={t('passwordRecovery.password.title')} subtitle={t('passwordRecovery.password.subtitle')}>
      <Form<PasswordValues>
        layout="vertical"
        size="large"
        requiredMark={false}
        disabled={reset.isPending}
        onFinish={submit}
        onValuesChange={() => setFailure(null)}
      >
        <NewPasswordFields label={t('passwordRecovery.password.label')} />
        <FailureAlert failure={failure} />
        {expired && (
          <p className="recovery-again">
            <Link to={RECOVERY_PATHS.account}>{t('passwordRecovery.password.startAgain')}</Link>
          </p>
        )}
        <Button type="primary" htmlType="submit" block loading={reset.isPending}>
          {t('passwordRecovery.password.submit')}
        </Button>
      </Form>
    </RecoveryFrame>
  )
}
