import { useMutation, useQueryClient } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'

import { type CalendarFeed, calendarFeedKey, type FeedOwner } from './calendarFeed'

/**
 * POST /api/center/calendar/feed/regenerate or /api/teacher/calendar/feed/regenerate:
 * a new address; the old one answers 404 at once.
 */
export function regenerateFeed(owner: FeedOwner): Promise<CalendarFeed> {
  return owner === 'centre'
    ? callApi((api) => api.POST('/center/calendar/feed/regenerate'))
    : callApi((api) => api.POST('/teacher/calendar/feed/regenerate'))
}

export function useRegenerateFeed(owner: FeedOwner) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => regenerateFeed(owner),
    onSuccess: (feed) => queryClient.setQueryData(calendarFeedKey(owner), feed),
    // Refused (the feed was turned off meanwhile): read what stands.
    onError: () => queryClient.invalidateQueries({ queryKey: calendarFeedKey(owner) }),
  })
}
