import { useMutation, useQueryClient } from '@tanstack/react-query'

import { postApi } from '@/shared/api/request'

import { type JobOffer, jobOffersKey } from './offers'

/** POST /api/center/offer/close: close an open offer without hiring. */
export function closeOffer(offerId: number): Promise<JobOffer> {
  return postApi<JobOffer>('center/offer/close', { offerId })
}

export function useCloseOffer() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: closeOffer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobOffersKey }),
  })
}
