import { AdminBookingsPage } from '@/features/adminBookings/components/AdminBookingsPage'

export default function BookingsPage() {
  return <AdminBookingsPage />
}
