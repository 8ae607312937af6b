import { queryOptions, skipToken, useQuery } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

import { jobOffersKey } from './offers'

export type Applicants = components['schemas']['ApplicantsOut']
export type Applicant = components['schemas']['ApplicantOut']

/** POST /api/center/offer/applicants: the offer and its applicants with their profiles. */
export function fetchApplicants(offerId: number, signal?: AbortSignal): Promise<Applicants> {
  return callApi((api) => api.POST('/center/offer/applicants', { body: { offerId } }), { signal })
}

export function applicantsQueryOptions(offerId: number | null) {
  return queryOptions({
    queryKey: [...jobOffersKey, 'applicants', offerId],
    queryFn: offerId === null ? skipToken : ({ signal }) => fetchApplicants(offerId, signal),
  })
}

export function useApplicants(offerId: number | null) {
  return useQuery(applicantsQueryOptions(offerId))
}
