import { queryOptions, useQuery } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type PushState = components['schemas']['PushStateOut']

export const pushStateKey = ['pushState'] as const

/** POST /api/teacher/push: whether notifications are on, and the key to subscribe with. */
export function fetchPushState(signal?: AbortSignal): Promise<PushState> {
  return callApi((api) => api.POST('/teacher/push'), { signal })
}

export function pushStateQueryOptions() {
  return queryOptions({
    queryKey: pushStateKey,
    queryFn: ({ signal }) => fetchPushState(signal),
  })
}

export function usePushState() {
  return useQuery(pushStateQueryOptions())
}
