import { BookingListPanel } from '@/features/bookings/components/BookingListPanel'

/** Bookings still looking for teachers, with their stage and answers. */
export default function ProcessingBookingsPage() {
  return <BookingListPanel scope="processing" />
}
