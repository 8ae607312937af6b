import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'
import { SIGN_IN_CALL, type SignInDetails, signInRequest } from '@/shared/ui/signIn/passwordSignIn'

export type PasswordLoginAnswer = components['schemas']['LoginOut']

/** POST /api/user/password/login: the centre portal's sign-in. */
export function passwordLogin(details: SignInDetails): Promise<PasswordLoginAnswer> {
  return callApi((api) => api.POST('/user/password/login', { body: signInRequest(details) }), SIGN_IN_CALL)
}
