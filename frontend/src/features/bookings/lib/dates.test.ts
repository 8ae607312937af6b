import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'

import { countdown, formatInCentreZone, fromPickerTime, toPickerTime } from './dates'
import { extensionProblem } from './extension'

describe('the centre’s time zone', () => {
  it('shows a UTC timestamp as Auckland time, in summer and in winter', () => {
    expect(formatInCentreZone('2026-11-23T19:30:00Z', 'YYYY-MM-DD HH:mm Z')).toBe('2026-11-24 08:30 +13:00')
    expect(formatInCentreZone('2026-06-23T20:30:00Z', 'YYYY-MM-DD HH:mm Z')).toBe('2026-06-24 08:30 +12:00')
  })

  it('reads a picked wall-clock time as the centre’s time, and back', () => {
    const picked = toPickerTime('2026-11-24T03:30:00Z')
    expect(picked.format('YYYY-MM-DD HH:mm')).toBe('2026-11-24 16:30')
    expect(fromPickerTime(picked).format()).toBe('2026-11-24T16:30:00+13:00')
  })
})

describe('countdown', () => {
  const now = Date.parse('2026-11-22T05:00:00Z')
  it('ticks in minutes and seconds, then hours', () => {
    expect(countdown('2026-11-22T05:09:05Z', now)).toEqual({ over: false, text: '9:05', seconds: 545 })
    expect(countdown('2026-11-22T06:00:00Z', now).text).toBe('1:00:00')
  })

  it('stops at zero', () => {
    expect(countdown('2026-11-22T04:59:00Z', now)).toEqual({ over: true, text: '0:00', seconds: 0 })
  })
})

describe('extension time', () => {
  const now = dayjs('2026-11-24T01:00:00Z')
  const end = '2026-11-24T02:00:00Z'
  it('must be given', () => {
    expect(extensionProblem(null, end, now)).toBe('bookings.extend.timeRequired')
  })

  it('must be later than now', () => {
    expect(extensionProblem(dayjs('2026-11-24T00:30:00Z'), end, now)).toBe('bookings.extend.laterThanNow')
    expect(extensionProblem(now, end, now)).toBe('bookings.extend.laterThanNow')
  })

  it('must be later than the current end', () => {
    expect(extensionProblem(dayjs('2026-11-24T01:30:00Z'), end, now)).toBe('bookings.extend.laterThanEnd')
    expect(extensionProblem(dayjs('2026-11-24T03:00:00Z'), end, now)).toBeNull()
  })
})
