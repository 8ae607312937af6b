import './signup.css'

import Steps from 'antd/es/steps'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate } from 'react-router'

import { useWindowWidth } from '@/shared/lib/viewport'
import { AccountLayout } from '@/shared/ui/accountForms/AccountLayout'

import { HEADER_STEPS, headerIndex, previousStep, SIGNUP_PATHS, type SignupStepKey, stepToOpen } from '../lib/signupSteps'
import { progressOf, signupStore } from '../lib/signupStore'

/** Below this width the Steps header is a compact bar with the current step's name. */
const COMPACT_WIDTH = 576

function SignupProgressHeader({ step }: { step: SignupStepKey }) {
  const { t } = useTranslation()
  const width = useWindowWidth()
  const current = headerIndex(step)
  if (current === null) return null
  const titles = HEADER_STEPS.map((key) => t(`signup.steps.${key}`))
  if (width < COMPACT_WIDTH) {
    return (
      <nav className="signup-progress" aria-label={t('signup.steps.label')}>
        <div className="signup-progress__text">
          {t('signup.steps.counter', { current: current + 1, total: HEADER_STEPS.length, title: titles[current] })}
        </div>
        <div className="signup-progress__bar" aria-hidden>
          {HEADER_STEPS.map((key, index) => (
            <span key={key} className={index <= current ? 'signup-progress__cell is-done' : 'signup-progress__cell'} />
          ))}
        </div>
      </nav>
    )
  }
  return (
    <nav aria-label={t('signup.steps.label')}>
      <Steps
        size="small"
        titlePlacement="vertical"
        current={current}
        status={step === 'welcome' || step === 'thanks' ? 'finish' : 'process'}
        items={titles.map((title) => ({ title }))}
      />
    </nav>
  )
}

interface SignupFrameProps {
  step: SignupStepKey
  title: ReactNode
  subtitle?: ReactNode
  wide?: boolean
  children: ReactNode
}

/**
 * One step of the sign-up: the Steps header, a back link and the step's card.
 * A step that the saved progress does not allow yet (a reload, a typed
 * address) opens the furthest step that it does.
 */
export function SignupFrame({ step, title, subtitle, wide = true, children }: SignupFrameProps) {
  const { t } = useTranslation()
  // Judged once, on arrival: the steps move on themselves, and the state they
  // change on the way out must not send the page elsewhere.
  const [allowed] = useState(() => stepToOpen(step, progressOf(signupStore.get(), signupStore.password() !== null)))
  if (allowed !== step) return <Navigate to={SIGNUP_PATHS[allowed]} replace />

  const previous = previousStep(step)
  const back = previous
    ? { to: SIGNUP_PATHS[previous], label: t('signup.back') }
    : step === 'intro'
      ? { to: '/login', label: t('signup.backToSignIn') }
      : undefined

  return (
    <AccountLayout
      title={title}
      subtitle={subtitle}
      back={back}
      wide={wide}
      progress={headerIndex(step) === null ? undefined : <SignupProgressHeader step={step} />}
      tagline={t('signup.tagline')}
      highlights={[t('signup.highlights.free'), t('signup.highlights.voucher'), t('signup.highlights.minutes')]}
    >
      {children}
    </AccountLayout>
  )
}
