import { bookingDetailPath } from '@/features/bookings/lib/actions'
import { NoticeList } from '@/features/notices/components/NoticeList'

/** Updates: the notices, opened from the bell in the top bar. */
export default function NoticesPage() {
  return <NoticeList bookingPath={bookingDetailPath} />
}
