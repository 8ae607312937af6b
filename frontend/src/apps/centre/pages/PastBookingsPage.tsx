import { BookingListPanel } from '@/features/bookings/components/BookingListPanel'

/** Cancelled, failed, split and finished bookings. */
export default function PastBookingsPage() {
  return <BookingListPanel scope="past" />
}
