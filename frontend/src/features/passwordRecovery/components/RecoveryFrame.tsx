import './recovery.css'

import Steps from 'antd/es/steps'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate } from 'react-router'

import { AccountLayout, type BackLink } from '@/shared/ui/accountForms/AccountLayout'

import { RECOVERY_ORDER, RECOVERY_PATHS, type RecoveryStep, recoveryStepToOpen, recoveryStore } from '../lib/recoveryStore'

interface RecoveryFrameProps {
  step: RecoveryStep
  title: ReactNode
  subtitle?: ReactNode
  /** Every step is done: the header shows all three finished and there is no way back. */
  finished?: boolean
  children: ReactNode
}

/**
 * One step of the password recovery: a Steps header, a back link and the
 * step's card. A step the saved state does not allow yet opens the furthest
 * step that it does (judged on arrival only).
 */
export function RecoveryFrame({ step, title, subtitle, finished = false, children }: RecoveryFrameProps) {
  const { t } = useTranslation()
  const [allowed] = useState(() => recoveryStepToOpen(step, recoveryStore.get()))
  if (allowed !== step) return <Navigate to={RECOVERY_PATHS[allowed]} replace />

  const index = RECOVERY_ORDER.indexOf(step)
  const previous = RECOVERY_ORDER[index - 1]
  const back: BackLink | undefined = finished
    ? undefined
    : previous
      ? { to: RECOVERY_PATHS[previous], label: t('passwordRecovery.back') }
      : { to: '/login', label: t('passwordRecovery.backToSignIn') }

  return (
    <AccountLayout
      title={title}
      subtitle={subtitle}
      back={back}
      tagline={t('passwordRecovery.tagline')}
      highlights={[t('passwordRecovery.highlights.code'), t('passwordRecovery.highlights.sessions')]}
      progress={
        <nav aria-label={t('passwordRecovery.steps.label')}>
          <Steps
            size="small"
            responsive={false}
            current={finished ? RECOVERY_ORDER.length : index}
            items={[
              { title: t('passwordRecovery.steps.account') },
              { title: t('passwordRecovery.steps.code') },
              { title: t('passwordRecovery.steps.password') },
            ]}
          />
        </nav>
      }
    >
      {children}
    </AccountLayout>
  )
}
