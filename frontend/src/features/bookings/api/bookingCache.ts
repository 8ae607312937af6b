import type { QueryClient } from '@tanstack/react-query'

import type { components } from '@/shared/api/schema'

type BookingDetail = components['schemas']['BookingDetail']

/** Query keys of the bookings feature: every list and detail sits under `bookings`. */
export const bookingKeys = {
  all: ['bookings'] as const,
  lists: ['bookings', 'list'] as const,
  list: (scope: string, request: object) => ['bookings', 'list', scope, request] as const,
  detail: (bookingId: number) => ['bookings', 'detail', bookingId] as const,
  cancelFee: (bookingId: number, jobRecordId: number | null) => ['bookings', 'cancel-fee', bookingId, jobRecordId] as const,
}

/**
 * After a change to a booking: show the detail the server answered at once,
 * then refetch every list and detail (a change can move a booking between
 * lists, or create another booking, as a split does).
 */
export function refreshBookings(queryClient: QueryClient, detail?: BookingDetail): Promise<void> {
  if (detail) queryClient.setQueryData(bookingKeys.detail(detail.booking.bookingId), detail)
  return queryClient.invalidateQueries({ queryKey: bookingKeys.all })
}
