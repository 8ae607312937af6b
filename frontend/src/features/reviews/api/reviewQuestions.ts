import { queryOptions, useQuery } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type ReviewQuestion = components['schemas']['QuestionOut']
export type ReviewQuestionList = components['schemas']['QuestionListOut']

/** POST /api/center/review/questions: the active questions, in order, in English and Chinese. */
export function fetchReviewQuestions(signal?: AbortSignal): Promise<ReviewQuestionList> {
  return callApi((api) => api.POST('/center/review/questions'), { signal })
}

export function reviewQuestionsQueryOptions() {
  return queryOptions({
    queryKey: ['reviews', 'questions'],
    queryFn: ({ signal }) => fetchReviewQuestions(signal),
    staleTime: 30 * 60_000,
  })
}

export function useReviewQuestions() {
  return useQuery(reviewQuestionsQueryOptions())
}
