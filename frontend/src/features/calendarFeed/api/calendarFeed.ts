import { queryOptions, useQuery } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type CalendarFeed = components['schemas']['CalendarFeedOut']

/** Whose feed: the centre portal's account or the teacher app's. */
export type FeedOwner = 'centre' | 'teacher'

export const calendarFeedKey = (owner: FeedOwner) => ['calendarFeed', owner] as const

/**
 * POST /api/center/calendar/feed (centre) or /api/teacher/calendar/feed
 * (teacher): whether the signed-in account's calendar feed is on, and its address.
 */
export function fetchCalendarFeed(owner: FeedOwner, signal?: AbortSignal): Promise<CalendarFeed> {
  return owner === 'centre'
    ? callApi((api) => api.POST('/center/calendar/feed'), { signal })
    : callApi((api) => api.POST('/teacher/calendar/feed'), { signal })
}

export function calendarFeedQueryOptions(owner: FeedOwner) {
  return queryOptions({
    queryKey: calendarFeedKey(owner),
    queryFn: ({ signal }) => fetchCalendarFeed(owner, signal),
  })
}

export function useCalendarFeed(owner: FeedOwner) {
  return useQuery(calendarFeedQueryOptions(owner))
}
