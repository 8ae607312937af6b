import { useMutation, useQueryClient } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

import { type JobOffer, jobOffersKey } from './offers'

export type OfferDraft = components['schemas']['OfferIn']

/**
 * POST /api/center/offer/create: post a permanent job offer. Silent: the form
 * shows the refusal ("You have already created a job offer." and the rules).
 */
export function createOffer(draft: OfferDraft): Promise<JobOffer> {
  return callApi((api) => api.POST('/center/offer/create', { body: draft }), { silent: true })
}

export function useCreateOffer() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createOffer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobOffersKey }),
  })
}
