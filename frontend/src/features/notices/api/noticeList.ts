import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import type { components } from '@/shared/api/schema'
import { postApi } from '@/shared/api/request'
import { config } from '@/shared/config'

export type Notice = components['schemas']['NoticeOut']
export type NoticePage = components['schemas']['Page_NoticeOut_']
export type NoticeListRequest = components['schemas']['NoticeListIn']

/** POST /api/user/notice/list: the caller's notices, newest first, paged. */
export function fetchNoticeList(request: NoticeListRequest, signal?: AbortSignal): Promise<NoticePage> {
  return postApi<NoticePage>('user/notice/list', request, { signal })
}

/** The list follows the bell: asked again as often as the unread count, and on focus. */
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
