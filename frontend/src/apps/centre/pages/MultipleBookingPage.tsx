import { JobCreationPage } from '@/features/jobCreation/components/JobCreationPage'
import { BookingType } from '@/features/jobCreation/lib/bookingForm'
import { VoucherField } from '@/features/vouchers/components/VoucherField'

/** /Create-Job/Multiple-Booking: Multiple Booking. */
export default function MultipleBookingPage() {
  return <JobCreationPage bookingType={BookingType.multiple} VoucherField={VoucherField} />
}
