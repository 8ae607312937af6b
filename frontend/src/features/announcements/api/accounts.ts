import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type AccountSearch = components['schemas']['AccountSearchIn']

/** POST /api/admin/message/accounts: centre and teacher accounts whose name or e-mail holds the keyword (at most 20). */
export function searchAccounts(search: AccountSearch, signal?: AbortSignal) {
  return callApi((api) => api.POST('/admin/message/accounts', { body: search }), { signal })
}

export function accountsQueryOptions(keyword: string) {
  return queryOptions({
    queryKey: ['announcements', 'accounts', keyword],
    queryFn: ({ signal }) => searchAccounts({ keyword: keyword || null }, signal),
    staleTime: 60_000,
  })
}

/** The accounts matching what was typed in the picker, the last answer kept while the next one comes. */
export function useAccountSearch(keyword: string, enabled: boolean) {
  return useQuery({ ...accountsQueryOptions(keyword), enabled, placeholderData: keepPreviousData })
}
