import { useTranslation } from 'react-i18next'

import { SignInForm } from '@/shared/ui/signIn/SignInForm'

import { type TeacherLoginAnswer, teacherLogin } from '../../api/teacherLogin'
import { sessionUserOf, teacherSession } from '@/shared/session/teacherSession'

interface TeacherLoginFormProps {
  /** Called once the session has started. */
  onSignedIn: (answer: TeacherLoginAnswer) => void
}

/** The teacher app's sign-in (the centre sign-in's rules), kept in the teacher's own session. */
export function TeacherLoginForm({ onSignedIn }: TeacherLoginFormProps) {
  const { t } = useTranslation()
  return (
    <SignInForm
      signIn={teacherLogin}
      onSignedIn={(answer) => {
        teacherSession.start(answer.token, sessionUserOf(answer.teacher))
        onSignedIn(answer)
      }}
      captchaOwner="teacherSession"
      captchaClassName="teacher-captcha"
      emailPlaceholder={t('teacherSession.emailExample')}
      phoneKeyboard
      loadingRows={4}
    />
  )
}
