import { queryOptions, useQuery } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type Overview = components['schemas']['OverviewOut']

/** POST /api/admin/overview: the platform's figures today (permission overview:read). */
export function fetchOverview(signal?: AbortSignal): Promise<Overview> {
  return callApi((api) => api.POST('/admin/overview'), { signal })
}

export function overviewQueryOptions() {
  return queryOptions({
    queryKey: ['adminOverview'],
    queryFn: ({ signal }) => fetchOverview(signal),
    // The figures move all day: a visit after a minute asks again.
    staleTime: 60_000,
  })
}

export function useOverview() {
  return useQuery(overviewQueryOptions())
}
