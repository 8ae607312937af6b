import { useMutation, useQueryClient } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'
import { listQueryKey } from '@/shared/ui/listPage/ListPage'

import { REVIEW_QUEUE_LIST } from './reviewList'

export type ReviewDecision = components['schemas']['ReviewDecideIn']
export type ReviewDecided = components['schemas']['ReviewDecidedOut']

/** POST /api/admin/review/decide: approve, or disapprove with a reason; the teacher's rating follows. */
export function decideReview(decision: ReviewDecision): Promise<ReviewDecided> {
  return callApi((api) => api.POST('/admin/review/decide', { body: decision }))
}

export function useDecideReview() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: decideReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listQueryKey(REVIEW_QUEUE_LIST) }),
  })
}
