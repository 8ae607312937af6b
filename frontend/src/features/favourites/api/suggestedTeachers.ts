import { queryOptions, useQuery } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'

import type { SearchAnswer } from './favouriteSearch'

/**
 * POST /api/center/favourite/suggested: teachers who have worked at the centre
 * and are neither its favourites nor blocked, the most recent job first, 20 at most.
 */
export function fetchSuggestedTeachers(signal?: AbortSignal): Promise<SearchAnswer> {
  return callApi((api) => api.POST('/center/favourite/suggested'), { signal })
}

export const suggestedTeachersKey = ['favourites', 'suggested'] as const

export function suggestedTeachersQueryOptions() {
  return queryOptions({
    queryKey: suggestedTeachersKey,
    queryFn: ({ signal }) => fetchSuggestedTeachers(signal),
  })
}

export function useSuggestedTeachers() {
  return useQuery(suggestedTeachersQueryOptions())
}
