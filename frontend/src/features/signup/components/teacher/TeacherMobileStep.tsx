import { useTranslation } from 'react-i18next'

import type { CaptchaSlot } from '@/shared/ui/accountForms/captchaSlot'

import { SmsCodeForm } from '../SmsCodeForm'
import { TEACHER_SIGNUP } from './teacherFlow'
import { TeacherSignupFrame } from './TeacherSignupFrame'

/** /signup/mobile: the teacher's New Zealand mobile and the graphical captcha; the SMS code is sent. */
export function TeacherMobileStep({ captcha }: { captcha: CaptchaSlot }) {
  const { t } = useTranslation()
  return (
    <TeacherSignupFrame step="mobile" title={t('signup.teacher.mobile.title')} subtitle={t('signup.teacher.mobile.subtitle')}>
      <SmsCodeForm flow={TEACHER_SIGNUP} captcha={captcha} askPhone />
    </TeacherSignupFrame>
  )
}
