import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

import { bookingKeys } from './bookingCache'

export type BookingItem = components['schemas']['BookingItem']
export type TeacherBrief = components['schemas']['TeacherBrief']
export type BookingPage = components['schemas']['BoundedPage_BookingItem_']
export type BookingListRequest = components['schemas']['BookingListIn']

/** Processing bookings are polled so their stage, countdown and answers stay current. */
const PROCESSING_POLL_MS = 30_000

/** POST /api/center/job/book/list: processing (status 2) or past bookings, paged and filtered. */
export function fetchBookingList(request: BookingListRequest, signal?: AbortSignal): Promise<BookingPage> {
  return callApi((api) => api.POST('/center/job/book/list', { body: request }), { signal })
}

export function bookingListQueryOptions(request: BookingListRequest) {
  return queryOptions({
    queryKey: bookingKeys.list(request.scope, request),
    queryFn: ({ signal }) => fetchBookingList(request, signal),
    // Paging and filtering keep the rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
    refetchInterval: request.scope === 'processing' ? PROCESSING_POLL_MS : false,
  })
}

export function useBookingList(request: BookingListRequest, enabled = true) {
  return useQuery({ ...bookingListQueryOptions(request), enabled })
}
