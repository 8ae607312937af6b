import { useMutation, useQueryClient } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

import type { BookingDetail } from './bookingDetail'
import { refreshBookings } from './bookingCache'

/** POST /api/center/job/book/extend: asks a booked teacher to stay later (the teacher accepts or declines). */
export function extendJobRecord(request: components['schemas']['ExtendIn']): Promise<BookingDetail> {
  return callApi((api) => api.POST('/center/job/book/extend', { body: request }))
}

export function useExtendJobRecord() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: extendJobRecord,
    onSuccess: (detail) => refreshBookings(queryClient, detail),
  })
}
