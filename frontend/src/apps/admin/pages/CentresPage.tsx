import { CentresPage as CentresScreen } from '@/features/adminCentres/components/CentresPage'

/** Users › Centres (/users/centres): every centre, its rates and discounts, bookings, invoices and account. */
export default function CentresPage() {
  return <CentresScreen />
}
