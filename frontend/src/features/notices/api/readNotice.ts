import { useMutation, useQueryClient } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

import { noticesKey, type UnreadNotices, unreadNoticesQueryOptions } from './unreadNotices'

export type ReadNoticeRequest = components['schemas']['NoticeReadIn']

/** POST /api/user/notice/read: marks one notice (`noticeId`) or, without it, every notice read; answers the unread count. */
export function readNotice(request: ReadNoticeRequest): Promise<UnreadNotices> {
  return callApi((api) => api.POST('/user/notice/read', { body: request }))
}

/** The bell shows the new count at once; the lists are asked again. */
export function useReadNotice() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: readNotice,
    onSuccess: (unread) => {
      queryClient.setQueryData(unreadNoticesQueryOptions().queryKey, unread)
      return queryClient.invalidateQueries({ queryKey: noticesKey })
    },
  })
}
