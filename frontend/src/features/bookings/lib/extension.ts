import dayjs, { type Dayjs } from 'dayjs'

/**
 * An extension must end later than now (spec section 5, "An extension time
 * must be later than now.") and later than the day's current end.
 * Answers the message key of the first problem, or null.
 */
export function extensionProblem(endTime: Dayjs | null, currentEnd: string, now: Dayjs | number = Date.now()): string | null {
  if (!endTime) return 'bookings.extend.timeRequired'
  if (!endTime.isAfter(dayjs(now))) return 'bookings.extend.laterThanNow'
  if (!endTime.isAfter(dayjs(currentEnd))) return 'bookings.extend.laterThanEnd'
  return null
}
