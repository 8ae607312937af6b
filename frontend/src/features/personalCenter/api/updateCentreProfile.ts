import { useMutation, useQueryClient } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'
import { session } from '@/shared/session/sessionStore'

import { type CentreProfile, centreProfileKey } from './centreProfile'

export type CentreProfileUpdate = components['schemas']['CentreDetailsIn']

/**
 * POST /api/center/profile/update: the centre's details (every field of the
 * profile but the e-mail and phone); answers the profile. Silent: the form
 * shows the refusal beside the fields.
 */
export function updateCentreProfile(request: CentreProfileUpdate): Promise<CentreProfile> {
  return callApi((api) => api.POST('/center/profile/update', { body: request }), { silent: true })
}

export function useUpdateCentreProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateCentreProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(centreProfileKey, profile)
      // The top bar, the sidebar logo and the dashboard show these from the session.
      session.updateUser({ realName: profile.name, centerContactPerson: profile.contactPerson })
      void queryClient.invalidateQueries({ queryKey: ['home'] })
    },
  })
}
