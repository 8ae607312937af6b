import { useMutation, useQueryClient } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'

import { type JobOffer, jobOffersKey } from './offers'

/** POST /api/center/offer/close: close an open offer without hiring. */
export function closeOffer(offerId: number): Promise<JobOffer> {
  return callApi((api) => api.POST('/center/offer/close', { body: { offerId } }))
}

export function useCloseOffer() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: closeOffer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobOffersKey }),
  })
}
