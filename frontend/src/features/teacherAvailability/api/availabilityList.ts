import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type UnavailableTime = components['schemas']['SpanOut']
export type AvailabilityRange = components['schemas']['AvailabilityListIn']

/** Query keys of the availability feature: every range sits under `teacherAvailability`. */
export const availabilityKeys = {
  all: ['teacherAvailability'] as const,
  range: (range: AvailabilityRange) => ['teacherAvailability', 'list', range.from, range.to] as const,
}

/**
 * POST /api/teacher/availability/list: the times marked unavailable that
 * overlap the days `from` to `to` (whole New Zealand days, at most 92), earliest first.
 */
export function fetchAvailability(range: AvailabilityRange, signal?: AbortSignal): Promise<UnavailableTime[]> {
  return callApi((api) => api.POST('/teacher/availability/list', { body: range }), { signal }).then(
    (answer) => answer.list,
  )
}

export function availabilityQueryOptions(range: AvailabilityRange) {
  return queryOptions({
    queryKey: availabilityKeys.range(range),
    queryFn: ({ signal }) => fetchAvailability(range, signal),
    // Moving to another month keeps the marks on screen until its own arrive.
    placeholderData: keepPreviousData,
  })
}

export function useAvailability(range: AvailabilityRange) {
  return useQuery(availabilityQueryOptions(range))
}
