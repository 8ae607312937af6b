import { useMutation, useQueryClient } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

import type { BookingDetail } from './bookingDetail'
import { refreshBookings } from './bookingCache'

/** POST /api/center/job/invite/cancel: withdraws an invite that is not confirmed; the teacher is told. */
export function withdrawInvite(request: components['schemas']['InviteRef']): Promise<BookingDetail> {
  return callApi((api) => api.POST('/center/job/invite/cancel', { body: request }))
}

export function useWithdrawInvite() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: withdrawInvite,
    onSuccess: (detail) => refreshBookings(queryClient, detail),
  })
}
