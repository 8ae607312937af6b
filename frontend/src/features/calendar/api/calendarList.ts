import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type CalendarRequest = components['schemas']['CalendarIn']
export type CalendarAnswer = components['schemas']['CalendarOut']
export type CalendarDay = components['schemas']['CalendarDay']
export type CalendarBooking = components['schemas']['CalendarBooking']
export type CalendarJobRecord = components['schemas']['CalendarJobRecord']

/**
 * POST /api/center/calendar/list: every day of a range (at most 62) with its
 * public holiday and the centre's booking days, their job records included.
 */
export function fetchCalendarList(request: CalendarRequest, signal?: AbortSignal): Promise<CalendarAnswer> {
  return callApi((api) => api.POST('/center/calendar/list', { body: request }), { signal })
}

export const calendarListKey = ['calendar', 'list'] as const

export function calendarListQueryOptions(request: CalendarRequest) {
  return queryOptions({
    queryKey: [...calendarListKey, request.dateFrom, request.dateTo],
    queryFn: ({ signal }) => fetchCalendarList(request, signal),
    placeholderData: keepPreviousData,
  })
}

export function useCalendarList(request: CalendarRequest) {
  return useQuery(calendarListQueryOptions(request))
}
