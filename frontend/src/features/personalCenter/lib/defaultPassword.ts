import { session } from '@/shared/session/sessionStore'
import type { SessionUser } from '@/shared/session/types'

/** The session user's flag for a password set by a reset (spec section 6); the sign-in answer carries it. */
interface PasswordFlag {
  passwordIsDefault?: boolean
}

/** Whether the signed-in user still has the default reset password. */
export function hasDefaultPassword(user: SessionUser | null): boolean {
  return (user as (SessionUser & PasswordFlag) | null)?.passwordIsDefault === true
}

/** The password was changed: the warning goes, in this page and in the saved user. */
export function forgetDefaultPassword(): void {
  const changes: Partial<SessionUser> & PasswordFlag = { passwordIsDefault: false }
  session.updateUser(changes)
}
