import { JobCreationPage } from '@/features/jobCreation/components/JobCreationPage'
import { BookingType } from '@/features/jobCreation/lib/bookingForm'
import { VoucherField } from '@/features/vouchers/components/VoucherField'

/** /Create-Job/Advance-Booking: Advance Booking. */
export default function AdvanceBookingPage() {
  return <JobCreationPage bookingType={BookingType.advance} VoucherField={VoucherField} />
}
