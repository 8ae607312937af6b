import { session } from '@/shared/session/sessionStore'
import type { SessionUser } from '@/shared/session/types'

/** Whether the signed-in user still has the default reset password (spec section 6); the sign-in answer says so. */
export function hasDefaultPassword(user: SessionUser | null): boolean {
  return user?.passwordIsDefault === true
}

/** The password was changed: the warning goes, in this page and in the saved user. */
export function forgetDefaultPassword(): void {
  session.updateUser({ passwordIsDefault: false })
}
