import { useMutation, useQueryClient } from '@tanstack/react-query'

import type { components } from '@/shared/api/schema'
import { postApi } from '@/shared/api/request'

import type { BookingDetail } from './bookingDetail'
import { refreshBookings } from './bookingCache'

/** POST /api/center/job/invite/split: the filled part becomes a confirmed booking, the rest a new processing one; answers the new processing booking. */
export function splitBooking(request: components['schemas']['BookingRef']): Promise<BookingDetail> {
  return postApi<BookingDetail>('center/job/invite/split', request)
}

export function useSplitBooking() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: splitBooking,
    onSuccess: (detail) => refreshBookings(queryClient, detail),
  })
}
