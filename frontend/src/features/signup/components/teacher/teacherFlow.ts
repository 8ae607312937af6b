import { type TeacherSignupAnswer, useTeacherSignup } from '../../api/teacherSignup'
import type { SignupFlow } from '../../lib/signupFlow'
import { withoutTickets } from '../../lib/signupState'
import { TEACHER_SIGNUP_PATHS } from '../../lib/teacherSignupSteps'
import {
  teacherSignupRequest,
  type TeacherSignupRequest,
  type TeacherSignupState,
  teacherSignupStore,
} from '../../lib/teacherSignupStore'
import { TeacherSignupFrame } from './TeacherSignupFrame'

/** The teacher app's sign-up, as the steps it shares with the centre portal's see it. */
export const TEACHER_SIGNUP: SignupFlow<TeacherSignupState, TeacherSignupRequest, TeacherSignupAnswer> = {
  store: teacherSignupStore,
  Frame: TeacherSignupFrame,
  paths: {
    // The mobile step asks for the number and the captcha together.
    phone: TEACHER_SIGNUP_PATHS.mobile,
    captcha: TEACHER_SIGNUP_PATHS.mobile,
    phoneCode: TEACHER_SIGNUP_PATHS.phoneCode,
    email: TEACHER_SIGNUP_PATHS.email,
    emailCode: TEACHER_SIGNUP_PATHS.emailCode,
  },
  // Details typed before (new codes after a ticket expired) are kept: straight on.
  afterPhone: (state) => (state.about && state.home && state.work ? TEACHER_SIGNUP_PATHS.email : TEACHER_SIGNUP_PATHS.about),
  email: {
    titleKey: 'signup.teacher.email.title',
    subtitleKey: 'signup.teacher.email.subtitle',
    hintKey: 'signup.teacher.email.hint',
    placeholder: 'you@example.co.nz',
  },
  emailCode: {
    subtitleKey: 'signup.teacher.emailCode.subtitle',
    submitKey: 'signup.teacher.emailCode.submit',
    createKey: 'signup.teacher.emailCode.create',
    details: { labelKey: 'signup.teacher.emailCode.checkDetails', path: TEACHER_SIGNUP_PATHS.about },
    // What was typed stays; both codes are asked for again.
    restart: {
      labelKey: 'signup.teacher.emailCode.newCodes',
      hintKey: 'signup.teacher.emailCode.expiredHint',
      forget: () => teacherSignupStore.update(withoutTickets),
    },
  },
  useSignup: useTeacherSignup,
  signupRequest: teacherSignupRequest,
  // The teacher goes on to the documents: nothing of the sign-up is kept.
  finish: () => teacherSignupStore.reset(),
}
