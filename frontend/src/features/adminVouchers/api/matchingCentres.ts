import { keepPreviousData, useQuery } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type CentreMatch = components['schemas']['CentreFilter']

/** POST /api/admin/centre/list with one row: how many centres the centre list finds with a filter, as an issue by filter would reach them (centre:list). */
export async function countMatchingCentres(filter: CentreMatch, signal?: AbortSignal): Promise<number> {
  const page = await callApi((api) => api.POST('/admin/centre/list', { body: { ...filter, pageNo: 1, pageSize: 1 } }), { signal })
  return page.total
}

export function useMatchingCentres(filter: CentreMatch, enabled: boolean) {
  return useQuery({
    queryKey: ['adminVouchers', 'matchingCentres', filter],
    queryFn: ({ signal }) => countMatchingCentres(filter, signal),
    enabled,
    placeholderData: keepPreviousData,
  })
}
