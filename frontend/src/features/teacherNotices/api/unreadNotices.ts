import { queryOptions, useQuery } from '@tanstack/react-query'

import { postApi } from '@/shared/api/request'
import type { components } from '@/shared/api/schema'
import { config } from '@/shared/config'

export type UnreadNotices = components['schemas']['UnreadOut']

export const unreadNoticesKey = ['teacherNotices', 'unread'] as const

/** POST /api/user/unread/notices: how many of the teacher's notices are unread (the tab's badge). */
export function fetchUnreadNotices(signal?: AbortSignal): Promise<UnreadNotices> {
  return postApi<UnreadNotices>('user/unread/notices', {}, { signal })
}

/** The badge polls every 30 s and asks again whenever the app comes back to the front. */
export function unreadNoticesQueryOptions() {
  return queryOptions({
    queryKey: unreadNoticesKey,
    queryFn: ({ signal }) => fetchUnreadNotices(signal),
    refetchInterval: config.unreadNoticesPollMs,
    refetchOnWindowFocus: true,
  })
}

export function useUnreadNotices(enabled = true) {
  return useQuery({ ...unreadNoticesQueryOptions(), enabled })
}
