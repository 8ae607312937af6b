import './teacherSignup.css'

import LeftOutlined from '@ant-design/icons/LeftOutlined'
import Card from 'antd/es/card'
import Steps from 'antd/es/steps'
import Typography from 'antd/es/typography'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, Navigate } from 'react-router'

import { LanguageToggle } from '@/shared/ui/LanguageToggle'
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden'

import {
  previousTeacherStep,
  TEACHER_HEADER_STEPS,
  TEACHER_SIGNUP_PATHS,
  teacherHeaderIndex,
  type TeacherSignupStep,
  teacherStepToOpen,
} from '../../lib/teacherSignupSteps'
import { teacherProgressOf, teacherSignupStore } from '../../lib/teacherSignupStore'

function SignupProgress({ step }: { step: TeacherSignupStep }) {
  const { t } = useTranslation()
  const current = teacherHeaderIndex(step)
  if (current === null) return null
  const titles = TEACHER_HEADER_STEPS.map((key) => t(`signup.teacher.steps.${key}`))
  return (
    <nav className="teacher-signup__progress" aria-label={t('signup.steps.label')}>
      <Typography.Text type="secondary" className="teacher-signup__counter">
        {t('signup.steps.counter', { current: current + 1, total: titles.length, title: titles[current] })}
      </Typography.Text>
      {/* Numbered steps without titles fit a phone; the line above names the current one. */}
      <Steps
        size="small"
        responsive={false}
        current={current}
        className="teacher-signup__steps"
        items={titles.map((title) => ({ title: <VisuallyHidden>{title}</VisuallyHidden> }))}
      />
    </nav>
  )
}

interface TeacherSignupFrameProps {
  step: TeacherSignupStep
  title: ReactNode
  subtitle?: ReactNode
  children: ReactNode
}

/**
 * One step of the teacher sign-up, laid out for a phone: a bar with the way
 * back and the language, the progress through the five parts, the step's
 * heading and its card. A step the saved progress does not allow yet (a
 * reload, a typed address) opens the furthest step that it does.
 */
export function TeacherSignupFrame({ step, title, subtitle, children }: TeacherSignupFrameProps) {
  const { t } = useTranslation()
  // Judged once, on arrival: the steps move on themselves.
  const [allowed] = useState(() =>
    teacherStepToOpen(step, teacherProgressOf(teacherSignupStore.get(), teacherSignupStore.password() !== null)),
  )
  if (allowed !== step) return <Navigate to={TEACHER_SIGNUP_PATHS[allowed]} replace />

  const previous = previousTeacherStep(step)
  const back = previous ? TEACHER_SIGNUP_PATHS[previous] : '/login'

  return (
    <div className="teacher-signup">
      <header className="teacher-signup__bar">
        <Link to={back} className="teacher-signup__back" aria-label={previous ? t('signup.back') : t('signup.backToSignIn')}>
          <LeftOutlined />
        </Link>
        <span className="teacher-signup__brand">
          <span className="teacher-signup__mark" aria-hidden>
            {t('app.brandInitial')}
          </span>
          {t('signup.teacher.brand')}
        </span>
        <LanguageToggle />
      </header>
      <main className="teacher-signup__main">
        <SignupProgress step={step} />
        <Typography.Title level={3} className="teacher-signup__title">
          {title}
        </Typography.Title>
        {subtitle && (
          <Typography.Paragraph type="secondary" className="teacher-signup__subtitle">
            {subtitle}
          </Typography.Paragraph>
        )}
        <Card className="teacher-signup__card" variant="borderless">
          {children}
        </Card>
      </main>
    </div>
  )
}
