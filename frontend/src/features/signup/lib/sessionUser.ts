import type { SessionUser } from '@/shared/session/types'

import type { SignupAnswer } from '../api/centreSignup'

/**
 * The session user of the sign-up answer, as the portal keeps it (the shape
 * the sign-in answers; `passwordIsDefault` rides along in the saved user).
 */
export function sessionUserOf(answer: SignupAnswer): SessionUser {
  return { ...answer.user, agreed: answer.user.agreed === 1 ? 1 : 0 }
}
