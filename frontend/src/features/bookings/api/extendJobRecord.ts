import { useMutation, useQueryClient } from '@tanstack/react-query'

import type { components } from '@/shared/api/schema'
import { postApi } from '@/shared/api/request'

import type { BookingDetail } from './bookingDetail'
import { refreshBookings } from './bookingCache'

/** POST /api/center/job/book/extend: asks a booked teacher to stay later (the teacher accepts or declines). */
export function extendJobRecord(request: components['schemas']['ExtendIn']): Promise<BookingDetail> {
  return postApi<BookingDetail>('center/job/book/extend', request)
}

export function useExtendJobRecord() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: extendJobRecord,
    onSuccess: (detail) => refreshBookings(queryClient, detail),
  })
}
