import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'
import { SIGN_IN_CALL, type SignInDetails, signInRequest } from '@/shared/ui/signIn/passwordSignIn'

export type StaffLoginAnswer = components['schemas']['StaffLoginOut']

/** POST /api/admin/login: platform staff sign in to the admin console (the centre sign-in's rules and captcha). */
export function staffLogin(details: SignInDetails): Promise<StaffLoginAnswer> {
  return callApi((api) => api.POST('/admin/login', { body: signInRequest(details) }), SIGN_IN_CALL)
}
