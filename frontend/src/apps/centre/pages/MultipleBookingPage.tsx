import { JobCreationPage } from '@/features/jobCreation/components/JobCreationPage'
import { BookingType } from '@/features/jobCreation/lib/bookingForm'

/** /Create-Job/Multiple-Booking: Multiple Booking. */
export default function MultipleBookingPage() {
  return <JobCreationPage bookingType={BookingType.multiple} />
}
