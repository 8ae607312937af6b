import { useMutation, useQueryClient } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

import { forgetDefaultPassword } from '../lib/defaultPassword'
import { type CentreProfile, centreProfileKey } from './centreProfile'

export type ChangePasswordRequest = components['schemas']['PasswordChangeIn']
export type ChangePasswordAnswer = components['schemas']['Empty']

/**
 * POST /api/user/password/change: the current password and a new one; the
 * account's other sessions end. Silent: the form shows a wrong current password.
 */
export function changePassword(request: ChangePasswordRequest): Promise<ChangePasswordAnswer> {
  return callApi((api) => api.POST('/user/password/change', { body: request }), { silent: true })
}

export function useChangePassword() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      forgetDefaultPassword()
      queryClient.setQueryData<CentreProfile>(centreProfileKey, (profile) =>
        profile ? { ...profile, passwordIsDefault: false } : profile,
      )
    },
  })
}
