import { queryOptions, useQuery } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type BlockedItem = components['schemas']['BlockedItem']
export type BlockedList = components['schemas']['BlockedListOut']

/** POST /api/center/teacher/blocked/list: the centre's blocked teachers, newest first. */
export function fetchBlockedList(signal?: AbortSignal): Promise<BlockedList> {
  return callApi((api) => api.POST('/center/teacher/blocked/list'), { signal })
}

export const blockedListKey = ['favourites', 'blocked'] as const

export function blockedListQueryOptions() {
  return queryOptions({
    queryKey: blockedListKey,
    queryFn: ({ signal }) => fetchBlockedList(signal),
  })
}

export function useBlockedList() {
  return useQuery(blockedListQueryOptions())
}
