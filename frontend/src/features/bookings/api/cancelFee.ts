import { queryOptions, useQuery } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

import { bookingKeys } from './bookingCache'

export type CancelFeeRequest = components['schemas']['CancelFeeIn']
export type CancelFee = components['schemas']['CancelFeeOut']

/** POST /api/center/job/book/cancel/fee: what cancelling the booking, or one job record, would cost now. */
export function fetchCancelFee(request: CancelFeeRequest, signal?: AbortSignal): Promise<CancelFee> {
  return callApi((api) => api.POST('/center/job/book/cancel/fee', { body: request }), { signal })
}

export function cancelFeeQueryOptions(request: CancelFeeRequest) {
  return queryOptions({
    queryKey: bookingKeys.cancelFee(request.bookingId, request.jobRecordId ?? null),
    queryFn: ({ signal }) => fetchCancelFee(request, signal),
    // The fee depends on the time left before the start: always ask afresh.
    staleTime: 0,
    gcTime: 0,
  })
}

/** Asked only while the cancellation dialog is open. */
export function useCancelFee(request: CancelFeeRequest, enabled: boolean) {
  return useQuery({ ...cancelFeeQueryOptions(request), enabled })
}
