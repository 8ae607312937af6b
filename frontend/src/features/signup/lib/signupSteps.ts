/**
 * The centre sign-up flow, one route per step (spec section 2, "Routes open
 * without sign-in"), and which steps the saved state lets the user open.
 */
export type SignupStepKey =
  | 'intro'
  | 'phone'
  | 'captcha'
  | 'phoneCode'
  | 'centre'
  | 'email'
  | 'emailCode'
  | 'thanks'
  | 'welcome'

export const SIGNUP_PATHS: Record<SignupStepKey, string> = {
  intro: '/signUp',
  phone: '/mobilePhone',
  captcha: '/loginGraphicalCode',
  phoneCode: '/digitCode',
  centre: '/Information',
  email: '/email',
  emailCode: '/emailCode',
  thanks: '/thanks',
  welcome: '/welcome',
}

export const SIGNUP_ORDER: readonly SignupStepKey[] = [
  'intro',
  'phone',
  'captcha',
  'phoneCode',
  'centre',
  'email',
  'emailCode',
  'thanks',
  'welcome',
]

/** The steps of the Steps header; the last covers the thank-you and welcome pages. */
export const HEADER_STEPS = ['phone', 'captcha', 'phoneCode', 'centre', 'email', 'emailCode', 'done'] as const
export type HeaderStep = (typeof HEADER_STEPS)[number]

/** The Steps header's current item for a step, or null for the introduction. */
export function headerIndex(step: SignupStepKey): number | null {
  if (step === 'intro') return null
  if (step === 'thanks' || step === 'welcome') return HEADER_STEPS.indexOf('done')
  return HEADER_STEPS.indexOf(step)
}

/** The step before, for the back link (none once the account exists). */
export function previousStep(step: SignupStepKey): SignupStepKey | null {
  if (step === 'thanks' || step === 'welcome' || step === 'intro') return null
  return SIGNUP_ORDER[SIGNUP_ORDER.indexOf(step) - 1] ?? null
}

/** What the steps found so far; see `signupStore.ts`. */
export interface SignupProgress {
  phone?: string
  phoneResendAt?: number
  phoneTicket?: string
  hasCentre: boolean
  email?: string
  emailResendAt?: number
  /** The password is kept in memory only: a reload asks for it again. */
  hasPassword: boolean
  done: boolean
}

/** Whether the saved progress has what a step needs. */
export function canOpen(step: SignupStepKey, progress: SignupProgress): boolean {
  switch (step) {
    case 'intro':
    case 'phone':
      return true
    case 'captcha':
      return Boolean(progress.phone)
    case 'phoneCode':
      return Boolean(progress.phone && progress.phoneResendAt)
    case 'centre':
      return Boolean(progress.phoneTicket)
    case 'email':
      return Boolean(progress.phoneTicket && progress.hasCentre)
    case 'emailCode':
      return Boolean(progress.phoneTicket && progress.hasCentre && progress.email && progress.emailResendAt && progress.hasPassword)
    case 'thanks':
    case 'welcome':
      return progress.done
  }
}

/**
 * Where a visit to `step` goes: the step itself when the progress allows it,
 * else the furthest earlier step that can be opened (a reload or a typed
 * address never skips a check).
 */
export function stepToOpen(step: SignupStepKey, progress: SignupProgress): SignupStepKey {
  if (canOpen(step, progress)) return step
  if (step === 'thanks' || step === 'welcome') return 'intro'
  for (let index = SIGNUP_ORDER.indexOf(step) - 1; index > 0; index -= 1) {
    const earlier = SIGNUP_ORDER[index]
    if (earlier && canOpen(earlier, progress)) return earlier
  }
  return 'intro'
}
