import { queryOptions, useQuery } from '@tanstack/react-query'

import { postApi } from '@/shared/api/request'
import type { components } from '@/shared/api/schema'

export type CentreProfile = components['schemas']['ProfileOut']

/** POST /api/center/profile: the signed-in centre's details, avatar and password flag. */
export function fetchCentreProfile(signal?: AbortSignal): Promise<CentreProfile> {
  return postApi<CentreProfile>('center/profile', {}, { signal })
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
