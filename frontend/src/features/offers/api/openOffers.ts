import { queryOptions, skipToken, useQuery } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type OpenOffer = components['schemas']['OpenOfferOut']
export type OpenOfferPage = components['schemas']['Page_OpenOfferOut_']
export type MyApplication = components['schemas']['MyApplicationOut']
export type MyApplications = components['schemas']['MyApplicationsOut']

export const teacherOffersKey = ['teacherOffers'] as const

/** POST /api/teacher/offer/list: open permanent job offers, nearest first (free job seekers only). */
export function fetchOpenOffers(signal?: AbortSignal): Promise<OpenOfferPage> {
  return callApi((api) => api.POST('/teacher/offer/list', { body: { pageNo: 1, pageSize: 100 } }), { signal })
}

export function openOffersQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: [...teacherOffersKey, 'list'],
    queryFn: enabled ? ({ signal }) => fetchOpenOffers(signal) : skipToken,
  })
}

export function useOpenOffers(enabled: boolean) {
  return useQuery(openOffersQueryOptions(enabled))
}

/** POST /api/teacher/offer/detail: an open offer, or one the teacher applied to. */
export function fetchOpenOffer(offerId: number, signal?: AbortSignal): Promise<OpenOffer> {
  return callApi((api) => api.POST('/teacher/offer/detail', { body: { offerId } }), { signal })
}

export function useOpenOffer(offerId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: [...teacherOffersKey, 'detail', offerId],
    queryFn: offerId !== null && enabled ? ({ signal }) => fetchOpenOffer(offerId, signal) : skipToken,
  })
}

/** POST /api/teacher/offer/applications: the teacher's applications and how each stands. */
export function fetchMyApplications(signal?: AbortSignal): Promise<MyApplications> {
  return callApi((api) => api.POST('/teacher/offer/applications'), { signal })
}

export function useMyApplications() {
  return useQuery({ queryKey: [...teacherOffersKey, 'applications'], queryFn: ({ signal }) => fetchMyApplications(signal) })
}
