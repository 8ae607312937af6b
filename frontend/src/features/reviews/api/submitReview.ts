import { useMutation, useQueryClient } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

import { type ReviewItem, reviewListKey } from './reviewList'

export type SubmitReviewRequest = components['schemas']['ReviewSubmitIn']

/** POST /api/center/review/submit: every question 1 to 5 stars and an optional comment. Refusals show in the form. */
export function submitReview(request: SubmitReviewRequest): Promise<ReviewItem> {
  return callApi((api) => api.POST('/center/review/submit', { body: request }), { silent: true })
}

export function useSubmitReview() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: submitReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewListKey }),
  })
}
