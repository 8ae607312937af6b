import { useMutation, useQueryClient } from '@tanstack/react-query'

import type { components } from '@/shared/api/schema'
import { postApi } from '@/shared/api/request'

import type { BookingDetail } from './bookingDetail'
import { refreshBookings } from './bookingCache'

/** POST /api/center/job/confirm/price: books an interested teacher at the quoted price; answers the booking detail. */
export function confirmPrice(request: components['schemas']['InviteRef']): Promise<BookingDetail> {
  return postApi<BookingDetail>('center/job/confirm/price', request)
}

export function useConfirmPrice() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: confirmPrice,
    onSuccess: (detail) => refreshBookings(queryClient, detail),
  })
}
