import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'

import type { CalendarBooking, CalendarDay } from '../api/calendarList'
import {
  bookingTone,
  clockTime,
  daySummary,
  indexByDate,
  jobRecordTone,
  localeWeekStart,
  MAX_CALENDAR_DAYS,
  rangeLength,
  shiftAnchor,
  startOfWeek,
  timeSpan,
  visibleRange,
  weekDates,
} from './calendarRange'

const SUNDAY = 0
const MONDAY = 1

describe('visibleRange', () => {
  it('covers the six-week grid of a month from the week holding the 1st', () => {
    // 1 December 2026 is a Tuesday.
    expect(visibleRange('month', dayjs('2026-12-18'), SUNDAY)).toEqual({ dateFrom: '2026-11-29', dateTo: '2027-01-09' })
    expect(visibleRange('month', dayjs('2026-12-18'), MONDAY)).toEqual({ dateFrom: '2026-11-30', dateTo: '2027-01-10' })
  })

  it('starts on the 1st when the month starts the week', () => {
    // 1 February 2026 is a Sunday; 1 June 2026 a Monday.
    expect(visibleRange('month', dayjs('2026-02-10'), SUNDAY).dateFrom).toBe('2026-02-01')
    expect(visibleRange('month', dayjs('2026-06-30'), MONDAY).dateFrom).toBe('2026-06-01')
  })

  it('covers the seven days of a week', () => {
    expect(visibleRange('week', dayjs('2026-12-25'), MONDAY)).toEqual({ dateFrom: '2026-12-21', dateTo: '2026-12-27' })
    expect(visibleRange('week', dayjs('2026-12-27'), MONDAY)).toEqual({ dateFrom: '2026-12-21', dateTo: '2026-12-27' })
    expect(visibleRange('week', dayjs('2026-12-27'), SUNDAY)).toEqual({ dateFrom: '2026-12-27', dateTo: '2027-01-02' })
  })

  it('never asks the server for more than it shows at a time', () => {
    for (let month = 0; month < 24; month += 1) {
      const anchor = dayjs('2026-01-15').add(month, 'month')
      for (const weekStart of [SUNDAY, MONDAY]) {
        const month6 = visibleRange('month', anchor, weekStart)
        expect(rangeLength(month6)).toBe(42)
        expect(rangeLength(month6)).toBeLessThanOrEqual(MAX_CALENDAR_DAYS)
        expect(dayjs(month6.dateFrom).isAfter(anchor.startOf('month'))).toBe(false)
        expect(dayjs(month6.dateTo).isBefore(anchor.endOf('month'), 'day')).toBe(false)
        expect(rangeLength(visibleRange('week', anchor, weekStart))).toBe(7)
      }
    }
  })

  it('keeps whole days across a daylight-saving change', () => {
    // New Zealand moves its clocks on 27 September 2026; the range is still in dates.
    expect(visibleRange('week', dayjs('2026-09-27'), MONDAY)).toEqual({ dateFrom: '2026-09-21', dateTo: '2026-09-27' })
  })
})

describe('weeks', () => {
  it('finds the start of a week and its days', () => {
    expect(startOfWeek(dayjs('2026-12-25'), MONDAY).format('YYYY-MM-DD')).toBe('2026-12-21')
    expect(weekDates(dayjs('2026-12-25'), SUNDAY)).toEqual([
      '2026-12-20',
      '2026-12-21',
      '2026-12-22',
      '2026-12-23',
      '2026-12-24',
      '2026-12-25',
      '2026-12-26',
    ])
  })

  it('moves by a month or a week', () => {
    expect(shiftAnchor('month', dayjs('2026-01-31'), 1).format('YYYY-MM-DD')).toBe('2026-02-28')
    expect(shiftAnchor('week', dayjs('2026-12-28'), 1).format('YYYY-MM-DD')).toBe('2027-01-04')
    expect(shiftAnchor('month', dayjs('2026-12-01'), -1).format('YYYY-MM-DD')).toBe('2026-11-01')
  })
})

function booking(bookingId: number, startsAt: string, numberOfTeachers = 1, confirmedTeachers = 0): CalendarBooking {
  return {
    bookingId,
    status: 2,
    startsAt,
    endsAt: startsAt.replace(/T\d{2}:\d{2}/, 'T15:00'),
    numberOfTeachers,
    confirmedTeachers,
    jobRecords: [],
  }
}

describe('grouping', () => {
  const days: CalendarDay[] = [
    { date: '2026-12-24', holiday: null, bookings: [] },
    {
      date: '2026-12-25',
      holiday: 'Christmas Day',
      bookings: [booking(9, '2026-12-25T10:00:00+13:00', 2, 1), booking(4, '2026-12-25T08:30:00+13:00', 1, 1)],
    },
  ]

  it('indexes the days by date with bookings in order of their start', () => {
    const index = indexByDate(days)
    expect([...index.keys()]).toEqual(['2026-12-24', '2026-12-25'])
    expect(index.get('2026-12-25')?.holiday).toBe('Christmas Day')
    expect(index.get('2026-12-25')?.bookings.map((b) => b.bookingId)).toEqual([4, 9])
    expect(index.get('2026-12-26')).toBeUndefined()
  })

  it('sums a day', () => {
    const index = indexByDate(days)
    expect(daySummary(index.get('2026-12-25'))).toEqual({ bookings: 2, needed: 3, booked: 2 })
    expect(daySummary(index.get('2026-12-24'))).toEqual({ bookings: 0, needed: 0, booked: 0 })
    expect(daySummary(undefined)).toEqual({ bookings: 0, needed: 0, booked: 0 })
  })
})

describe('times and tones', () => {
  it('reads the time of day in the zone the server wrote it in', () => {
    expect(clockTime('2027-01-27T08:30:00+13:00')).toBe('08:30')
    expect(clockTime('2027-01-26T19:30:00Z')).toBe('19:30')
    expect(timeSpan({ startsAt: '2027-01-27T08:30:00+13:00', endsAt: '2027-01-27T15:00:00+13:00' })).toBe('08:30–15:00')
  })

  it('colours statuses as the spec does', () => {
    expect([1, 2, 3, 0].map(bookingTone)).toEqual(['success', 'processing', 'error', 'default'])
    expect([2, 3, 4, 5, 6].map(jobRecordTone)).toEqual(['success', 'default', 'warning', 'warning', 'gold'])
  })
})

describe('localeWeekStart', () => {
  it('follows the dayjs locale', async () => {
    await import('dayjs/locale/zh-cn')
    expect(localeWeekStart('en')).toBe(0)
    expect(localeWeekStart('zh-cn')).toBe(1)
    expect(localeWeekStart('no-such-locale')).toBe(0)
  })
})
