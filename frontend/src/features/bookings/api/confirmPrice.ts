import { useMutation, useQueryClient } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

import type { BookingDetail } from './bookingDetail'
import { refreshBookings } from './bookingCache'

/** POST /api/center/job/confirm/price: books an interested teacher at the quoted price; answers the booking detail. */
export function confirmPrice(request: components['schemas']['InviteRef']): Promise<BookingDetail> {
  return callApi((api) => api.POST('/center/job/confirm/price', { body: request }))
}

export function useConfirmPrice() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: confirmPrice,
    onSuccess: (detail) => refreshBookings(queryClient, detail),
  })
}
