import { queryOptions, useQuery } from '@tanstack/react-query'

import { postApi } from '@/shared/api/request'
import { config } from '@/shared/config'

export interface UnreadNotices {
  userUnReadNotices: number
}

export function fetchUnreadNotices(signal?: AbortSignal): Promise<UnreadNotices> {
  return postApi<UnreadNotices>('user/unread/notices', {}, { signal })
}

/** The bell polls every 30 s and asks again whenever the window regains focus. */
export function unreadNoticesQueryOptions() {
  return queryOptions({
    queryKey: ['notices', 'unread'],
    queryFn: ({ signal }) => fetchUnreadNotices(signal),
    refetchInterval: config.unreadNoticesPollMs,
    refetchOnWindowFocus: true,
  })
}

export function useUnreadNotices(enabled = true) {
  return useQuery({ ...unreadNoticesQueryOptions(), enabled })
}
