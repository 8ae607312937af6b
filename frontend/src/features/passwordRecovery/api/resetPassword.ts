import { useMutation } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type ResetPasswordRequest = components['schemas']['PasswordResetIn']
export type ResetPasswordAnswer = components['schemas']['Empty']

/** POST /api/user/password/reset: the new password, with the reset ticket; every session of the account ends. Silent. */
export function resetPassword(request: ResetPasswordRequest): Promise<ResetPasswordAnswer> {
  return callApi((api) => api.POST('/user/password/reset', { body: request }), { silent: true })
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword })
}
