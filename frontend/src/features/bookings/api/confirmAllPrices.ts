import { useMutation, useQueryClient } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

import { refreshBookings } from './bookingCache'

export type ConfirmAllAnswer = components['schemas']['ConfirmAllOut']

/** POST /api/center/job/confirm/teacher/all/price: books every interested teacher until the booking is full. */
export function confirmAllPrices(request: components['schemas']['BookingRef']): Promise<ConfirmAllAnswer> {
  return callApi((api) => api.POST('/center/job/confirm/teacher/all/price', { body: request }))
}

export function useConfirmAllPrices() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: confirmAllPrices,
    onSuccess: () => refreshBookings(queryClient),
  })
}
