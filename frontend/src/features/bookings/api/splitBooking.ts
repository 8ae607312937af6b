import { useMutation, useQueryClient } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

import type { BookingDetail } from './bookingDetail'
import { refreshBookings } from './bookingCache'

/** POST /api/center/job/invite/split: the filled part becomes a confirmed booking, the rest a new processing one; answers the new processing booking. */
export function splitBooking(request: components['schemas']['BookingRef']): Promise<BookingDetail> {
  return callApi((api) => api.POST('/center/job/invite/split', { body: request }))
}

export function useSplitBooking() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: splitBooking,
    onSuccess: (detail) => refreshBookings(queryClient, detail),
  })
}
