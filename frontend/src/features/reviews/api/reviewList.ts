import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type ReviewItem = components['schemas']['ReviewItem']
export type ReviewPage = components['schemas']['Page_ReviewItem_']
export type ReviewScope = 'pending' | 'done'

interface ReviewListRequest {
  scope: ReviewScope
  pageNo: number
  pageSize: number
}

/** POST /api/center/review/list: finished jobs still to review, or the reviews given. */
export function fetchReviewList(request: ReviewListRequest, signal?: AbortSignal): Promise<ReviewPage> {
  return callApi((api) => api.POST('/center/review/list', { body: request }), { signal })
}

export const reviewListKey = ['reviews', 'list'] as const

export function reviewListQueryOptions(request: ReviewListRequest) {
  return queryOptions({
    queryKey: [...reviewListKey, request.scope, request.pageNo, request.pageSize],
    queryFn: ({ signal }) => fetchReviewList(request, signal),
    placeholderData: keepPreviousData,
  })
}

export function useReviewList(request: ReviewListRequest) {
  return useQuery(reviewListQueryOptions(request))
}
