import { queryOptions, useQuery } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'
import { config } from '@/shared/config'

export type UnreadNotices = components['schemas']['UnreadOut']

/** Every query of the caller's notices: the badge, the lists, the feed. */
export const noticesKey = ['notices'] as const

/** POST /api/user/unread/notices: how many of the caller's notices are unread (the bell's or the tab's badge). */
export function fetchUnreadNotices(signal?: AbortSignal): Promise<UnreadNotices> {
  return callApi((api) => api.POST('/user/unread/notices'), { signal })
}

/** The badge polls every 30 s and asks again whenever the window regains focus. */
export function unreadNoticesQueryOptions() {
  return queryOptions({
    queryKey: [...noticesKey, 'unread'],
    queryFn: ({ signal }) => fetchUnreadNotices(signal),
    refetchInterval: config.unreadNoticesPollMs,
    refetchOnWindowFocus: true,
  })
}

export function useUnreadNotices(enabled = true) {
  return useQuery({ ...unreadNoticesQueryOptions(), enabled })
}
