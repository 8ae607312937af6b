import { useMutation, useQueryClient } from '@tanstack/react-query'

import type { components } from '@/shared/api/schema'
import { postApi } from '@/shared/api/request'

import type { BookingDetail } from './bookingDetail'
import { refreshBookings } from './bookingCache'

/** POST /api/center/job/invite/cancel: withdraws an invite that is not confirmed; the teacher is told. */
export function withdrawInvite(request: components['schemas']['InviteRef']): Promise<BookingDetail> {
  return postApi<BookingDetail>('center/job/invite/cancel', request)
}

export function useWithdrawInvite() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: withdrawInvite,
    onSuccess: (detail) => refreshBookings(queryClient, detail),
  })
}
