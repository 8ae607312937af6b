import dayjs, { type Dayjs } from 'dayjs'

import type { CalendarBooking, CalendarDay, CalendarRequest } from '../api/calendarList'

export type CalendarView = 'month' | 'week'

/** The server shows at most this many days at a time. */
export const MAX_CALENDAR_DAYS = 62

/** The month grid's rows: six weeks always cover a month, as Ant Design's calendar draws it. */
const MONTH_GRID_DAYS = 42

export const DATE_FORMAT = 'YYYY-MM-DD'

/** The first day of the week holding `date`; `weekStart` is 0 for Sunday, 1 for Monday. */
export function startOfWeek(date: Dayjs, weekStart: number): Dayjs {
  const back = (date.day() - weekStart + 7) % 7
  return date.startOf('day').subtract(back, 'day')
}

/**
 * The days a view shows, to fetch in one call: for a month the six-week grid
 * (42 days, from the week holding the 1st), for a week its seven days.
 */
export function visibleRange(view: CalendarView, anchor: Dayjs, weekStart: number): CalendarRequest {
  const first = view === 'month' ? startOfWeek(anchor.startOf('month'), weekStart) : startOfWeek(anchor, weekStart)
  const last = first.add((view === 'month' ? MONTH_GRID_DAYS : 7) - 1, 'day')
  return { dateFrom: first.format(DATE_FORMAT), dateTo: last.format(DATE_FORMAT) }
}

/** How many days a range holds, both ends included. */
export function rangeLength(range: CalendarRequest): number {
  return dayjs(range.dateTo).diff(dayjs(range.dateFrom), 'day') + 1
}

/** The seven dates (YYYY-MM-DD) of the week holding `anchor`. */
export function weekDates(anchor: Dayjs, weekStart: number): string[] {
  const first = startOfWeek(anchor, weekStart)
  return Array.from({ length: 7 }, (_, index) => first.add(index, 'day').format(DATE_FORMAT))
}

/** The anchor one month or week earlier (-1) or later (1). */
export function shiftAnchor(view: CalendarView, anchor: Dayjs, step: -1 | 1): Dayjs {
  return anchor.add(step, view === 'month' ? 'month' : 'week')
}

/** The calendar's days by date, bookings in order of their start. */
export function indexByDate(days: readonly CalendarDay[]): Map<string, CalendarDay> {
  return new Map(
    days.map((day) => [
      day.date,
      { ...day, bookings: [...day.bookings].sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.bookingId - b.bookingId) },
    ]),
  )
}

/**
 * The time of day of a timestamp as the server wrote it (in the centre's time
 * zone, "2027-01-27T08:30:00+13:00" is 08:30), whatever the browser's zone.
 */
export function clockTime(timestamp: string): string {
  const match = /T(\d{2}):(\d{2})/.exec(timestamp)
  return match ? `${match[1]}:${match[2]}` : ''
}

/** A booking day's hours: "08:30–15:00". */
export function timeSpan(item: { startsAt: string; endsAt: string }): string {
  return `${clockTime(item.startsAt)}–${clockTime(item.endsAt)}`
}

export type Tone = 'processing' | 'success' | 'error' | 'default' | 'warning' | 'gold'

/** Booking status 1 confirmed, 2 processing, 3 failed (spec section 4). */
export function bookingTone(status: number): Tone {
  return ({ 1: 'success', 2: 'processing', 3: 'error' } as Record<number, Tone>)[status] ?? 'default'
}

/** Job-record status 2 processing (green), 3 finished (grey), 4 leave and 5 canceled (orange), 6 extend (amber). */
export function jobRecordTone(status: number): Tone {
  return ({ 2: 'success', 3: 'default', 4: 'warning', 5: 'warning', 6: 'gold' } as Record<number, Tone>)[status] ?? 'default'
}

/** What a day holds at a glance: its bookings and how many of their seats are filled. */
export function daySummary(day: CalendarDay | undefined): { bookings: number; needed: number; booked: number } {
  const bookings: CalendarBooking[] = day?.bookings ?? []
  return {
    bookings: bookings.length,
    needed: bookings.reduce((sum, booking) => sum + booking.numberOfTeachers, 0),
    booked: bookings.reduce((sum, booking) => sum + booking.confirmedTeachers, 0),
  }
}

/** The first day of the week in a dayjs locale (0 Sunday, 1 Monday), as Ant Design's calendar draws it. */
export function localeWeekStart(localeName: string): number {
  return dayjs.Ls[localeName]?.weekStart ?? 0
}
