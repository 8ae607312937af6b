import { bookingKeys } from '@/features/bookings/api/bookingCache'
import { calendarListKey } from '@/features/calendar/api/calendarList'
import { noticesKey } from '@/features/notices/api/unreadNotices'
import { timeSheetListKey } from '@/features/timesheets/api/timeSheetList'
import type { LiveRefreshes } from '@/shared/live/liveUpdates'

/** What the portal asks again when the server tells of a change. */
export const CENTRE_REFRESHES: LiveRefreshes = {
  notice: [noticesKey],
  booking: [bookingKeys.all, calendarListKey, ['home']],
  timesheet: [timeSheetListKey, ['home']],
}
