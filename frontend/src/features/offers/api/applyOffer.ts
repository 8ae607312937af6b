import { useMutation, useQueryClient } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

import { type OpenOffer, teacherOffersKey } from './openOffers'

export type ApplyRequest = components['schemas']['ApplyIn']
export type ApplicationResult = components['schemas']['ApplicationOut']

/** POST /api/teacher/offer/apply: apply with an optional message; the centre is told. */
export function applyOffer(request: ApplyRequest): Promise<OpenOffer> {
  return callApi((api) => api.POST('/teacher/offer/apply', { body: request }))
}

/** POST /api/teacher/offer/withdraw: withdraw an applied or shortlisted application. */
export function withdrawApplication(applicationId: number): Promise<ApplicationResult> {
  return callApi((api) => api.POST('/teacher/offer/withdraw', { body: { applicationId } }))
}

export function useApplyOffer() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: applyOffer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teacherOffersKey }),
  })
}

export function useWithdrawApplication() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: withdrawApplication,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teacherOffersKey }),
  })
}
