import { useMutation, useQueryClient } from '@tanstack/react-query'

import { postApi } from '@/shared/api/request'
import type { components } from '@/shared/api/schema'

import { noticeListKey } from './noticeList'
import { type UnreadNotices, unreadNoticesKey } from './unreadNotices'

/** POST /api/user/notice/read: one notice (`noticeId`) or, without it, every notice; answers the unread count. */
export function readNotice(request: components['schemas']['NoticeReadIn']): Promise<UnreadNotices> {
  return postApi<UnreadNotices>('user/notice/read', request)
}

export function useReadNotice() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: readNotice,
    onSuccess: (unread) => {
      queryClient.setQueryData(unreadNoticesKey, unread)
      return queryClient.invalidateQueries({ queryKey: noticeListKey })
    },
  })
}
