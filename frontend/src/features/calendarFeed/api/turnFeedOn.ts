import { useMutation, useQueryClient } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'

import { type CalendarFeed, calendarFeedKey, type FeedOwner } from './calendarFeed'

/** POST /api/center/calendar/feed/on or /api/teacher/calendar/feed/on: the feed on (on already: the same address). */
export function turnFeedOn(owner: FeedOwner): Promise<CalendarFeed> {
  return owner === 'centre'
    ? callApi((api) => api.POST('/center/calendar/feed/on'))
    : callApi((api) => api.POST('/teacher/calendar/feed/on'))
}

export function useTurnFeedOn(owner: FeedOwner) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => turnFeedOn(owner),
    onSuccess: (feed) => queryClient.setQueryData(calendarFeedKey(owner), feed),
  })
}
