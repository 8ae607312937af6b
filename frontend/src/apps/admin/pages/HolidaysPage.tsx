import { HolidaysPage as HolidaysScreen } from '@/features/adminHolidays/components/HolidaysPage'

/** Operations › Holidays (/operations/holidays): New Zealand's public holidays by year, edited and loaded. */
export default function HolidaysPage() {
  return <HolidaysScreen />
}
