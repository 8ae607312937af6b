import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

import { bookingKeys } from './bookingCache'
import type { BookingPage } from './bookingList'

export type UpcomingRequest = components['schemas']['UpcomingIn']

/** POST /api/center/job/book/upcoming: confirmed bookings that have not ended, soonest first. */
export function fetchUpcomingBookings(request: UpcomingRequest, signal?: AbortSignal): Promise<BookingPage> {
  return callApi((api) => api.POST('/center/job/book/upcoming', { body: request }), { signal })
}

export function upcomingBookingsQueryOptions(request: UpcomingRequest) {
  return queryOptions({
    queryKey: bookingKeys.list('upcoming', request),
    queryFn: ({ signal }) => fetchUpcomingBookings(request, signal),
    placeholderData: keepPreviousData,
  })
}

export function useUpcomingBookings(request: UpcomingRequest, enabled = true) {
  return useQuery({ ...upcomingBookingsQueryOptions(request), enabled })
}
