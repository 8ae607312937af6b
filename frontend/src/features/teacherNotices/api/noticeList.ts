import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'

import { postApi } from '@/shared/api/request'
import type { components } from '@/shared/api/schema'
import { config } from '@/shared/config'

export type Notice = components['schemas']['NoticeOut']
export type NoticePage = components['schemas']['Page_NoticeOut_']

export const NOTICE_PAGE_SIZE = 20
export const noticeListKey = ['teacherNotices', 'list'] as const

/** POST /api/user/notice/list: the teacher's notices, newest first, paged. */
export function fetchNoticeList(request: components['schemas']['NoticeListIn'], signal?: AbortSignal): Promise<NoticePage> {
  return postApi<NoticePage>('user/notice/list', request, { signal })
}

export function noticeListQueryOptions() {
  return infiniteQueryOptions({
    queryKey: noticeListKey,
    queryFn: ({ pageParam, signal }) => fetchNoticeList({ pageNo: pageParam, pageSize: NOTICE_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (page: NoticePage) => (page.pageNo * page.pageSize < page.total ? page.pageNo + 1 : undefined),
    refetchInterval: config.unreadNoticesPollMs,
    refetchOnWindowFocus: true,
  })
}

export function useNoticeList() {
  return useInfiniteQuery(noticeListQueryOptions())
}
