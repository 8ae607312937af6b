import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type JobOffer = components['schemas']['OfferOut']
export type JobOfferPage = components['schemas']['Page_OfferOut_']
export type OfferListQuery = components['schemas']['OfferListIn']

export const jobOffersKey = ['jobOffers'] as const

/** POST /api/center/offer/list: the centre's job offers, newest first, with applicant counts. */
export function fetchOfferList(request: OfferListQuery, signal?: AbortSignal): Promise<JobOfferPage> {
  return callApi((api) => api.POST('/center/offer/list', { body: request }), { signal })
}

export function offerListQueryOptions(request: OfferListQuery) {
  return queryOptions({
    queryKey: [...jobOffersKey, 'list', request.pageNo, request.pageSize, request.status ?? null],
    queryFn: ({ signal }) => fetchOfferList(request, signal),
    placeholderData: keepPreviousData,
  })
}

export function useOfferList(request: OfferListQuery) {
  return useQuery(offerListQueryOptions(request))
}

/** POST /api/center/offer/detail: one of the centre's offers. */
export function fetchOfferDetail(offerId: number, signal?: AbortSignal): Promise<JobOffer> {
  return callApi((api) => api.POST('/center/offer/detail', { body: { offerId } }), { signal })
}

export function useOfferDetail(offerId: number | null) {
  return useQuery({
    queryKey: [...jobOffersKey, 'detail', offerId],
    queryFn: offerId === null ? skipToken : ({ signal }) => fetchOfferDetail(offerId, signal),
  })
}
