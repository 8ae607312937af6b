import { useMutation, useQueryClient } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

import type { BookingDetail } from './bookingDetail'
import { refreshBookings } from './bookingCache'

/** POST /api/center/job/invite/public: a favourite booking starts the public stages. */
export function makeBookingPublic(request: components['schemas']['BookingRef']): Promise<BookingDetail> {
  return callApi((api) => api.POST('/center/job/invite/public', { body: request }))
}

export function useMakePublic() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: makeBookingPublic,
    onSuccess: (detail) => refreshBookings(queryClient, detail),
  })
}
