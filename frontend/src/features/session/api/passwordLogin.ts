import type { SessionUser } from '@/shared/session/types'
import { passwordSignIn, type SignInDetails } from '@/shared/ui/signIn/passwordSignIn'

export interface PasswordLoginAnswer {
  token: string
  user: SessionUser
}

/** POST /api/user/password/login: the centre portal's sign-in. */
export function passwordLogin(details: SignInDetails): Promise<PasswordLoginAnswer> {
  return passwordSignIn<PasswordLoginAnswer>('user/password/login', details)
}
