import { queryOptions, useQuery } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { Authority } from '@/shared/authority/authority'

export const authorityMineKey = ['staffSession', 'authority'] as const

/** POST /api/admin/authority/mine: what the signed-in staff member may see and do, with their menus and buttons. */
export function fetchAuthorityMine(signal?: AbortSignal): Promise<Authority> {
  return callApi((api) => api.POST('/admin/authority/mine'), { signal })
}

export function authorityMineQueryOptions() {
  return queryOptions({
    queryKey: authorityMineKey,
    queryFn: ({ signal }) => fetchAuthorityMine(signal),
    // Roles change rarely; a page load (or a change of one's own roles) asks again.
    staleTime: Infinity,
  })
}

export function useAuthorityMine(enabled: boolean) {
  return useQuery({ ...authorityMineQueryOptions(), enabled })
}
