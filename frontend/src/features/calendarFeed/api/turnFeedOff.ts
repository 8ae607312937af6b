import { useMutation, useQueryClient } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'

import { type CalendarFeed, calendarFeedKey, type FeedOwner } from './calendarFeed'

/** POST /api/center/calendar/feed/off or /api/teacher/calendar/feed/off: no feed; its address answers 404. */
export function turnFeedOff(owner: FeedOwner): Promise<CalendarFeed> {
  return owner === 'centre'
    ? callApi((api) => api.POST('/center/calendar/feed/off'))
    : callApi((api) => api.POST('/teacher/calendar/feed/off'))
}

export function useTurnFeedOff(owner: FeedOwner) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => turnFeedOff(owner),
    onSuccess: (feed) => queryClient.setQueryData(calendarFeedKey(owner), feed),
  })
}
