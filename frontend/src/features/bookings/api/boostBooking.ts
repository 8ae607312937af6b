import { useMutation, useQueryClient } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

import type { BookingDetail } from './bookingDetail'
import { refreshBookings } from './bookingCache'

/** POST /api/center/job/add/reward: adds the boost incentive and invites at the widest radius. */
export function boostBooking(request: components['schemas']['BookingRef']): Promise<BookingDetail> {
  return callApi((api) => api.POST('/center/job/add/reward', { body: request }))
}

export function useBoostBooking() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: boostBooking,
    onSuccess: (detail) => refreshBookings(queryClient, detail),
  })
}
