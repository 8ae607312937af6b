import { JobCreationPage } from '@/features/jobCreation/components/JobCreationPage'
import { BookingType } from '@/features/jobCreation/lib/bookingForm'
import { VoucherField } from '@/features/vouchers/components/VoucherField'

/** /Create-Job/Standard Booking: Standard Booking. */
export default function StandardBookingPage() {
  return <JobCreationPage bookingType={BookingType.standard} VoucherField={VoucherField} />
}
