import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type TeacherInvite = components['schemas']['TeacherInvite']
export type InviteDay = components['schemas']['InviteDay']
export type InvitePage = components['schemas']['Page_TeacherInvite_']
export type InviteScope = components['schemas']['InviteListIn']['scope']

export const INVITE_PAGE_SIZE = 20
/** New invites keep arriving while matching runs: the open list is read again this often. */
const OPEN_POLL_MS = 30_000

/** Query keys of the invites feature: every list sits under `teacherInvites`. */
export const inviteKeys = {
  all: ['teacherInvites'] as const,
  list: (scope: InviteScope) => ['teacherInvites', 'list', scope] as const,
}

/** POST /api/teacher/invite/list: open (waiting for an answer) or answered invites, newest first. */
export function fetchInviteList(
  request: components['schemas']['InviteListIn'],
  signal?: AbortSignal,
): Promise<InvitePage> {
  return callApi((api) => api.POST('/teacher/invite/list', { body: request }), { signal })
}

/** The next page to ask for, or undefined when every invite is loaded. */
export function nextPageOf(page: Pick<InvitePage, 'total' | 'pageNo' | 'pageSize'>): number | undefined {
  return page.pageNo * page.pageSize < page.total ? page.pageNo + 1 : undefined
}

export function inviteListQueryOptions(scope: InviteScope) {
  return infiniteQueryOptions({
    queryKey: inviteKeys.list(scope),
    queryFn: ({ pageParam, signal }) =>
      fetchInviteList({ scope, pageNo: pageParam, pageSize: INVITE_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    refetchInterval: scope === 'open' ? OPEN_POLL_MS : false,
    refetchOnWindowFocus: scope === 'open',
  })
}

export function useInviteList(scope: InviteScope) {
  return useInfiniteQuery(inviteListQueryOptions(scope))
}
