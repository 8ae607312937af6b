import { useQuery } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type CentreItem = components['schemas']['AdminCentreItem']
export type CentreListQuery = components['schemas']['CentreListIn']
export type CentreFilters = Omit<CentreListQuery, 'pageNo' | 'pageSize'>
export type CentreRegion = components['schemas']['RegionItem']

/** The centre list (its ListPage key): a centre's new rates or account state refreshes it. */
export const CENTRE_LIST = 'adminCentres'

/** POST /api/admin/centre/list: centres, newest first, by keyword, region, account state and own rates (centre:list). */
export function fetchCentres(body: CentreListQuery, signal?: AbortSignal): Promise<{ list: CentreItem[]; total: number }> {
  return callApi((api) => api.POST('/admin/centre/list', { body }), { signal })
}

/** POST /api/admin/centre/regions: the regions the list filters by, those the staff member sees. */
export function fetchCentreRegions(signal?: AbortSignal): Promise<{ list: CentreRegion[] }> {
  return callApi((api) => api.POST('/admin/centre/regions'), { signal })
}

export function useCentreRegions() {
  return useQuery({
    queryKey: ['adminCentres', 'regions'],
    queryFn: ({ signal }) => fetchCentreRegions(signal),
    staleTime: Infinity,
  })
}
