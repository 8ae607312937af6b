import { useMutation, useQueryClient } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

import { refreshBookings } from './bookingCache'
import type { CancelFee } from './cancelFee'

export type CancelRequest = components['schemas']['CancelIn']

/** POST /api/center/job/book/cancel: cancels the booking or one job record with a reason; answers the fee charged. */
export function cancelBooking(request: CancelRequest): Promise<CancelFee> {
  return callApi((api) => api.POST('/center/job/book/cancel', { body: request }))
}

export function useCancelBooking() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: cancelBooking,
    onSuccess: () => refreshBookings(queryClient),
  })
}
