import { useMutation, useQueryClient } from '@tanstack/react-query'

import type { components } from '@/shared/api/schema'
import { postApi } from '@/shared/api/request'

import { refreshBookings } from './bookingCache'
import type { CancelFee } from './cancelFee'

export type CancelRequest = components['schemas']['CancelIn']

/** POST /api/center/job/book/cancel: cancels the booking or one job record with a reason; answers the fee charged. */
export function cancelBooking(request: CancelRequest): Promise<CancelFee> {
  return postApi<CancelFee>('center/job/book/cancel', request)
}

export function useCancelBooking() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: cancelBooking,
    onSuccess: () => refreshBookings(queryClient),
  })
}
