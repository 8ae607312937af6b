import { afterEach, describe, expect, it } from 'vitest'

import { changeLanguage } from '../i18n'
import { formatMoney, isPositiveAmount } from './money'
import { formatInZone, isoWithOffset, minutesBetween, zonedDate, zonedMoment } from './platformTime'

afterEach(async () => {
  await changeLanguage('en')
})

describe('platform time (Pacific/Auckland)', () => {
  it('shows a UTC moment as New Zealand wall-clock time, in summer (NZDT) and winter (NZST)', () => {
    expect(formatInZone('2026-11-23T19:30:00Z', 'YYYY-MM-DD HH:mm')).toBe('2026-11-24 08:30')
    expect(formatInZone('2026-06-23T20:30:00Z', 'YYYY-MM-DD HH:mm')).toBe('2026-06-24 08:30')
  })

  it('takes the calendar date in New Zealand, not in UTC', () => {
    expect(zonedDate('2026-11-24T02:00:00Z')).toBe('2026-11-24')
    expect(zonedDate('2026-11-24T11:30:00Z')).toBe('2026-11-25')
  })

  it('reads a wall-clock date and time as New Zealand time, with the right offset', () => {
    expect(isoWithOffset(zonedMoment('2026-11-25', '08:00'))).toBe('2026-11-25T08:00:00+13:00')
    expect(isoWithOffset(zonedMoment('2026-07-01', '17:30'))).toBe('2026-07-01T17:30:00+12:00')
    expect(zonedMoment('2026-11-25', '08:00').toISOString()).toBe('2026-11-24T19:00:00.000Z')
  })

  it('handles the daylight-saving change (5 April 2026, 03:00 NZDT becomes 02:00 NZST)', () => {
    expect(isoWithOffset(zonedMoment('2026-04-04', '09:00'))).toBe('2026-04-04T09:00:00+13:00')
    expect(isoWithOffset(zonedMoment('2026-04-05', '09:00'))).toBe('2026-04-05T09:00:00+12:00')
  })

  it('formats in the chosen language', async () => {
    await changeLanguage('zh-CN')
    expect(formatInZone('2026-11-23T19:30:00Z', 'ddd D MMM')).toBe('周二 24 11月')
  })

  it('counts whole minutes between two moments', () => {
    expect(minutesBetween('2026-11-22T05:41:53Z', '2026-11-22T05:51:53Z')).toBe(10)
    expect(minutesBetween('2026-11-22T05:41:53Z', '2026-11-22T05:42:52Z')).toBe(0)
    expect(minutesBetween('2026-11-22T05:51:53Z', '2026-11-22T05:41:53Z')).toBe(-10)
  })
})

describe('money', () => {
  it('is NZD with two places', () => {
    expect(formatMoney('32')).toBe('$32.00')
    expect(formatMoney(57.6)).toBe('$57.60')
    expect(formatMoney('n/a')).toBe('$n/a')
  })

  it('knows a boost of nothing is no boost', () => {
    expect(isPositiveAmount('3.00')).toBe(true)
    expect(isPositiveAmount('0.00')).toBe(false)
    expect(isPositiveAmount(null)).toBe(false)
  })
})
