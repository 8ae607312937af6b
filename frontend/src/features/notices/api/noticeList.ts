import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'
import { config } from '@/shared/config'

export type Notice = components['schemas']['NoticeOut']
export type NoticePage = components['schemas']['Page_NoticeOut_']
export type NoticeListRequest = components['schemas']['NoticeListIn']

/** The teacher app's list grows by this many notices at a time. */
export const NOTICE_FEED_PAGE_SIZE = 20

/** POST /api/user/notice/list: the caller's notices, newest first, paged. */
export function fetchNoticeList(request: NoticeListRequest, signal?: AbortSignal): Promise<NoticePage> {
  return callApi((api) => api.POST('/user/notice/list', { body: request }), { signal })
}

/** One page of the list (the centre portal's Updates); it follows the bell: asked again as often as the unread count, and on focus. */
export function noticeListQueryOptions(request: NoticeListRequest) {
  return queryOptions({
    queryKey: ['notices', 'list', request],
    queryFn: ({ signal }) => fetchNoticeList(request, signal),
    placeholderData: keepPreviousData,
    refetchInterval: config.unreadNoticesPollMs,
    refetchOnWindowFocus: true,
  })
}

export function useNoticeList(request: NoticeListRequest) {
  return useQuery(noticeListQueryOptions(request))
}

/** The list page after page (the teacher app's, which shows more on demand), asked again like the badge. */
export function noticeFeedQueryOptions() {
  return infiniteQueryOptions({
    queryKey: ['notices', 'feed'],
    queryFn: ({ pageParam, signal }) => fetchNoticeList({ pageNo: pageParam, pageSize: NOTICE_FEED_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (page: NoticePage) => (page.pageNo * page.pageSize < page.total ? page.pageNo + 1 : undefined),
    refetchInterval: config.unreadNoticesPollMs,
    refetchOnWindowFocus: true,
  })
}

export function useNoticeFeed() {
  return useInfiniteQuery(noticeFeedQueryOptions())
}
