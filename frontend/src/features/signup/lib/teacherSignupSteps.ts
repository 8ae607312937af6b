/**
 * The teacher sign-up flow of the teacher app, one route per step
 * (docs/api.md, "Sign-up flow (teacher app)"), and which steps the saved
 * state lets the teacher open. The mobile comes first and the e-mail last, so
 * that both codes' tickets (valid 30 minutes) are fresh when the account is
 * created.
 */
export type TeacherSignupStep = 'intro' | 'mobile' | 'phoneCode' | 'about' | 'home' | 'work' | 'email' | 'emailCode'

export const TEACHER_SIGNUP_PATHS: Record<TeacherSignupStep, string> = {
  intro: '/signup',
  mobile: '/signup/mobile',
  phoneCode: '/signup/mobile-code',
  about: '/signup/about',
  home: '/signup/home',
  work: '/signup/work',
  email: '/signup/email',
  emailCode: '/signup/email-code',
}

export const TEACHER_SIGNUP_ORDER: readonly TeacherSignupStep[] = [
  'intro',
  'mobile',
  'phoneCode',
  'about',
  'home',
  'work',
  'email',
  'emailCode',
]

/** The steps of the progress header; each code belongs to its contact's step. */
export const TEACHER_HEADER_STEPS = ['mobile', 'about', 'home', 'work', 'email'] as const
export type TeacherHeaderStep = (typeof TEACHER_HEADER_STEPS)[number]

/** The progress header's current item for a step, or null for the introduction. */
export function teacherHeaderIndex(step: TeacherSignupStep): number | null {
  if (step === 'intro') return null
  if (step === 'phoneCode') return TEACHER_HEADER_STEPS.indexOf('mobile')
  if (step === 'emailCode') return TEACHER_HEADER_STEPS.indexOf('email')
  return TEACHER_HEADER_STEPS.indexOf(step)
}

/** The step before, for the back arrow (the sign-in page before the introduction). */
export function previousTeacherStep(step: TeacherSignupStep): TeacherSignupStep | null {
  const index = TEACHER_SIGNUP_ORDER.indexOf(step)
  return index > 0 ? (TEACHER_SIGNUP_ORDER[index - 1] ?? null) : null
}

/** What the steps found so far; see `teacherSignupStore.ts`. */
export interface TeacherSignupProgress {
  phone?: string
  phoneResendAt?: number
  phoneTicket?: string
  hasAbout: boolean
  hasHome: boolean
  hasWork: boolean
  email?: string
  emailResendAt?: number
  /** The password is kept in memory only: a reload asks for it again. */
  hasPassword: boolean
}

/** Whether the saved progress has what a step needs. */
export function canOpenTeacherStep(step: TeacherSignupStep, progress: TeacherSignupProgress): boolean {
  const verified = Boolean(progress.phoneTicket)
  switch (step) {
    case 'intro':
    case 'mobile':
      return true
    case 'phoneCode':
      return Boolean(progress.phone && progress.phoneResendAt)
    case 'about':
      return verified
    case 'home':
      return verified && progress.hasAbout
    case 'work':
      return verified && progress.hasAbout && progress.hasHome
    case 'email':
      return verified && progress.hasAbout && progress.hasHome && progress.hasWork
    case 'emailCode':
      return (
        canOpenTeacherStep('email', progress) &&
        Boolean(progress.email && progress.emailResendAt) &&
        progress.hasPassword
      )
  }
}

/**
 * Where a visit to `step` goes: the step itself when the progress allows it,
 * else the furthest earlier step that can be opened (a reload or a typed
 * address never skips a check).
 */
export function teacherStepToOpen(step: TeacherSignupStep, progress: TeacherSignupProgress): TeacherSignupStep {
  for (let index = TEACHER_SIGNUP_ORDER.indexOf(step); index > 0; index -= 1) {
    const candidate = TEACHER_SIGNUP_ORDER[index]
    if (candidate && canOpenTeacherStep(candidate, progress)) return candidate
  }
  return 'intro'
}
