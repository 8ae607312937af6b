import { useMutation, useQueryClient } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

import { jobOffersKey } from './offers'

export type ApplicationResult = components['schemas']['ApplicationOut']
export type HireResult = components['schemas']['HireOut']

/** POST /api/center/offer/shortlist: an applied applicant becomes shortlisted. */
export function shortlistApplicant(applicationId: number): Promise<ApplicationResult> {
  return callApi((api) => api.POST('/center/offer/shortlist', { body: { applicationId } }))
}

/** POST /api/center/offer/decline: decline an applicant; the teacher is told. */
export function declineApplicant(applicationId: number): Promise<ApplicationResult> {
  return callApi((api) => api.POST('/center/offer/decline', { body: { applicationId } }))
}

/** POST /api/center/offer/hire: hire an applicant; the offer is filled and the placement fee invoiced. */
export function hireApplicant(applicationId: number): Promise<HireResult> {
  return callApi((api) => api.POST('/center/offer/hire', { body: { applicationId } }))
}

function useOfferMutation<T>(call: (applicationId: number) => Promise<T>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobOffersKey }),
  })
}

export const useShortlistApplicant = () => useOfferMutation(shortlistApplicant)
export const useDeclineApplicant = () => useOfferMutation(declineApplicant)
export const useHireApplicant = () => useOfferMutation(hireApplicant)
