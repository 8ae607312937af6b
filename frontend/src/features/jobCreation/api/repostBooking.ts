import { queryOptions, useQuery } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

type Schemas = components['schemas']

export type RepostedBooking = Schemas['BookingDetail']

/** POST /api/center/job/book/detail: the booking a repost starts from. */
export function fetchRepostedBooking(bookingId: number, signal?: AbortSignal): Promise<RepostedBooking> {
  const body: Schemas['BookingRef'] = { bookingId }
  return callApi((api) => api.POST('/center/job/book/detail', { body }), { signal })
}

export function repostedBookingQueryOptions(bookingId: number | null) {
  return queryOptions({
    queryKey: ['jobCreation', 'repost', bookingId] as const,
    queryFn: ({ signal }) => {
      if (bookingId === null) throw new Error('A repost needs a booking id.')
      return fetchRepostedBooking(bookingId, signal)
    },
    enabled: bookingId !== null,
    staleTime: Infinity,
  })
}

/** The booking named by `?repost=<bookingId>`, read once to prefill the form. */
export function useRepostedBooking(bookingId: number | null) {
  return useQuery(repostedBookingQueryOptions(bookingId))
}
