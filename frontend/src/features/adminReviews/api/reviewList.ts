import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type StaffReview = components['schemas']['StaffReviewItem']
export type StaffReviewQuery = components['schemas']['StaffReviewListIn']
export type StaffReviewFilters = Omit<StaffReviewQuery, 'pageNo' | 'pageSize'>

/** The review queue's list (its ListPage key): a decision refreshes it. */
export const REVIEW_QUEUE_LIST = 'reviewQueue'

/** POST /api/admin/review/list: reviews waiting (oldest first), approved or disapproved (newest first). */
export function fetchStaffReviews(
  request: StaffReviewQuery,
  signal?: AbortSignal,
): Promise<components['schemas']['Page_StaffReviewItem_']> {
  return callApi((api) => api.POST('/admin/review/list', { body: request }), { signal })
}
