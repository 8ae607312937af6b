import { useMutation, useQueryClient } from '@tanstack/react-query'

import type { components } from '@/shared/api/schema'
import { postApi } from '@/shared/api/request'

import type { BookingDetail } from './bookingDetail'
import { refreshBookings } from './bookingCache'

/** POST /api/center/job/invite/public: a favourite booking starts the public stages. */
export function makeBookingPublic(request: components['schemas']['BookingRef']): Promise<BookingDetail> {
  return postApi<BookingDetail>('center/job/invite/public', request)
}

export function useMakePublic() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: makeBookingPublic,
    onSuccess: (detail) => refreshBookings(queryClient, detail),
  })
}
