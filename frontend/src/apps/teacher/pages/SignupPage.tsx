import App from 'antd/es/app'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'

import { useSystemConfig } from '@/features/agreement/api/systemConfig'
import { PolicyDocument } from '@/features/agreement/components/PolicyDocument'
import { EmailCodeStep } from '@/features/signup/components/EmailCodeStep'
import { EmailStep } from '@/features/signup/components/EmailStep'
import { PhoneCodeStep } from '@/features/signup/components/PhoneCodeStep'
import { TeacherAboutStep } from '@/features/signup/components/teacher/TeacherAboutStep'
import { TEACHER_SIGNUP } from '@/features/signup/components/teacher/teacherFlow'
import { TeacherHomeStep } from '@/features/signup/components/teacher/TeacherHomeStep'
import { TeacherMobileStep } from '@/features/signup/components/teacher/TeacherMobileStep'
import { TeacherSignupIntro } from '@/features/signup/components/teacher/TeacherSignupIntro'
import { type Policy, TeacherWorkStep } from '@/features/signup/components/teacher/TeacherWorkStep'
import type { TeacherSignupStep } from '@/features/signup/lib/teacherSignupSteps'
import { useDict } from '@/shared/dictionary/dictionary'
import { sessionUserOf, teacherSession } from '@/shared/session/teacherSession'
import { useCaptchaSlot } from '@/shared/ui/accountForms/useCaptchaSlot'

function MobilePage() {
  return <TeacherMobileStep captcha={useCaptchaSlot()} />
}

/** The work step with the dictionaries it offers and the policies it links to. */
function WorkPage() {
  const { t } = useTranslation()
  const talentPools = useDict('talent_pool')
  const ageGroups = useDict('age_group')
  const [policy, setPolicy] = useState<Policy | null>(null)
  const config = useSystemConfig(policy !== null)
  return (
    <>
      <TeacherWorkStep
        talentPools={talentPools.options}
        ageGroups={ageGroups.options}
        loading={talentPools.isPending || ageGroups.isPending}
        onShowPolicy={setPolicy}
      />
      <PolicyDocument
        title={policy === 'privacy' ? t('agreement.privacyPolicy') : t('agreement.termsOfUse')}
        html={policy === 'privacy' ? config.data?.privacyPolicy : config.data?.agreement}
        open={policy !== null}
        onClose={() => setPolicy(null)}
      />
    </>
  )
}

/** The last step: the account exists; the teacher is signed in and goes on to the documents. */
function EmailCodePage() {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const navigate = useNavigate()
  return (
    <EmailCodeStep
      flow={TEACHER_SIGNUP}
      onSignedUp={(answer) => {
        teacherSession.start(answer.token, sessionUserOf(answer.teacher))
        void message.success(t('teacherApp.setup.welcome'))
        void navigate('/setup', { replace: true })
      }}
    />
  )
}

/** The teacher sign-up (docs/api.md, "Sign-up flow (teacher app)"), one route per step. */
export default function SignupPage({ step }: { step: TeacherSignupStep }) {
  switch (step) {
    case 'intro':
      return <TeacherSignupIntro />
    case 'mobile':
      return <MobilePage />
    case 'phoneCode':
      return <PhoneCodeStep flow={TEACHER_SIGNUP} />
    case 'about':
      return <TeacherAboutStep />
    case 'home':
      return <TeacherHomeStep />
    case 'work':
      return <WorkPage />
    case 'email':
      return <EmailStep flow={TEACHER_SIGNUP} />
    case 'emailCode':
      return <EmailCodePage />
  }
}
