import { type SignupAnswer, type SignupRequest, useCentreSignup } from '../api/centreSignup'
import type { SignupFlow } from '../lib/signupFlow'
import { SIGNUP_PATHS } from '../lib/signupSteps'
import { signupRequest, type SignupState, signupStore } from '../lib/signupStore'
import { SignupFrame } from './SignupFrame'

/** The centre portal's sign-up, as the steps it shares with the teacher app's see it. */
export const CENTRE_SIGNUP: SignupFlow<SignupState, SignupRequest, SignupAnswer> = {
  store: signupStore,
  Frame: SignupFrame,
  paths: {
    phone: SIGNUP_PATHS.phone,
    captcha: SIGNUP_PATHS.captcha,
    phoneCode: SIGNUP_PATHS.phoneCode,
    email: SIGNUP_PATHS.email,
    emailCode: SIGNUP_PATHS.emailCode,
  },
  afterPhone: () => SIGNUP_PATHS.centre,
  email: {
    titleKey: 'signup.email.title',
    subtitleKey: 'signup.email.subtitle',
    hintKey: 'signup.email.hint',
    placeholder: 'you@yourcentre.co.nz',
  },
  emailCode: {
    subtitleKey: 'signup.emailCode.subtitle',
    submitKey: 'signup.emailCode.submit',
    createKey: 'signup.emailCode.create',
    // The centre starts again from its mobile number.
    restart: { labelKey: 'signup.emailCode.startAgain', forget: () => signupStore.reset() },
  },
  useSignup: useCentreSignup,
  signupRequest,
  finish: (answer) => signupStore.finish({ centreName: answer.user.realName, voucher: answer.voucher }),
}
