import { queryOptions, useQuery } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

import { BookingStatus } from '../lib/status'
import { bookingKeys } from './bookingCache'

export type BookingDetail = components['schemas']['BookingDetail']
export type InviteItem = components['schemas']['InviteItem']
export type JobRecordItem = components['schemas']['JobRecordItem']
export type TimelineItem = components['schemas']['TimelineItem']
export type BookingDay = components['schemas']['QuoteDay']

/** While a booking is matching, its detail is asked for again this often. */
export const PROCESSING_DETAIL_POLL_MS = 10_000

/** POST /api/center/job/book/detail: one booking with its days, invites, job records and timeline. */
export function fetchBookingDetail(bookingId: number, signal?: AbortSignal): Promise<BookingDetail> {
  return callApi((api) => api.POST('/center/job/book/detail', { body: { bookingId } }), { signal })
}

export function bookingDetailQueryOptions(bookingId: number) {
  return queryOptions({
    queryKey: bookingKeys.detail(bookingId),
    queryFn: ({ signal }) => fetchBookingDetail(bookingId, signal),
    refetchInterval: (query) =>
      query.state.data?.booking.status === BookingStatus.processing ? PROCESSING_DETAIL_POLL_MS : false,
  })
}

export function useBookingDetail(bookingId: number) {
  return useQuery({ ...bookingDetailQueryOptions(bookingId), enabled: Number.isInteger(bookingId) && bookingId > 0 })
}
