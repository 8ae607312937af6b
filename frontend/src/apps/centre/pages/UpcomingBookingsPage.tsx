import { BookingListPanel } from '@/features/bookings/components/BookingListPanel'

/** Confirmed bookings that have not ended, soonest first. */
export default function UpcomingBookingsPage() {
  return <BookingListPanel scope="upcoming" />
}
