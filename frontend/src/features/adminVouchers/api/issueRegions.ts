import { useQuery } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type CentreRegion = components['schemas']['RegionItem']

/** POST /api/admin/centre/regions: the regions a filter may name, those the staff member sees (centre:list). */
export function fetchIssueRegions(signal?: AbortSignal): Promise<{ list: CentreRegion[] }> {
  return callApi((api) => api.POST('/admin/centre/regions'), { signal })
}

export function useIssueRegions(enabled: boolean) {
  return useQuery({
    queryKey: ['adminVouchers', 'regions'],
    queryFn: ({ signal }) => fetchIssueRegions(signal),
    enabled,
    staleTime: Infinity,
  })
}
