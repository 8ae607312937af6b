import { queryOptions, useQuery } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type CentreProfile = components['schemas']['ProfileOut']

/** POST /api/center/profile: the signed-in centre's details, avatar and password flag. */
export function fetchCentreProfile(signal?: AbortSignal): Promise<CentreProfile> {
  return callApi((api) => api.POST('/center/profile'), { signal })
}

export const centreProfileKey = ['personalCenter', 'profile'] as const

export function centreProfileQueryOptions() {
  return queryOptions({
    queryKey: centreProfileKey,
    queryFn: ({ signal }) => fetchCentreProfile(signal),
  })
}

export function useCentreProfile() {
  return useQuery(centreProfileQueryOptions())
}
