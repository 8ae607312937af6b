import dayjs, { type Dayjs } from 'dayjs'

/** Whole days from today to a YYYY-MM-DD date (0 today, 1 tomorrow, negative when past). */
export function daysUntil(date: string, today: Dayjs = dayjs()): number {
  return dayjs(date).startOf('day').diff(today.startOf('day'), 'day')
}
