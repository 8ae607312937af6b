import { useMutation } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type PasswordChange = components['schemas']['PasswordChangeIn']

/**
 * POST /api/user/password/change: the current password and a new one; the
 * teacher's other sessions end, this one lives on. Silent: the form shows the
 * refusal ("The current password is wrong.").
 */
export function changePassword(change: PasswordChange): Promise<unknown> {
  return callApi((api) => api.POST('/user/password/change', { body: change }), { silent: true })
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword })
}
