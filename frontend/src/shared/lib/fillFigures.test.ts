import { describe, expect, it } from 'vitest'

import { byLeadTime, duration, fillValues, lastDays, percentText, periodProblem, yearToDate } from './fillFigures'

describe('fill figures', () => {
  it('makes the periods a reader picks: the last n days and the year so far', () => {
    expect(lastDays('2026-03-30', 30)).toEqual({ dateFrom: '2026-03-01', dateTo: '2026-03-30' })
    expect(lastDays('2026-03-30', 90)).toEqual({ dateFrom: '2025-12-31', dateTo: '2026-03-30' })
    expect(lastDays('2026-03-30', 1)).toEqual({ dateFrom: '2026-03-30', dateTo: '2026-03-30' })
    expect(yearToDate('2026-11-28')).toEqual({ dateFrom: '2026-01-01', dateTo: '2026-11-28' })
    expect(yearToDate('2024-12-31')).toEqual({ dateFrom: '2024-01-01', dateTo: '2024-12-31' })
    // The whole of a leap year is 366 days, the longest period asked for.
    expect(periodProblem(yearToDate('2024-12-31'))).toBeNull()
    expect(periodProblem(lastDays('2026-03-30', 367))).toBe('tooLong')
  })

  it('words shares, rounds durations to the minute and splits teacher-days', () => {
    expect(percentText(1)).toBe('100.0%')
    expect(percentText(0)).toBe('0.0%')
    expect(percentText(undefined)).toBe('–')
    expect(duration(8_100)).toEqual({ days: 0, hours: 2, minutes: 15 })
    expect(duration(29)).toEqual({ days: 0, hours: 0, minutes: 0 })
    expect(duration(86_370)).toEqual({ days: 1, hours: 0, minutes: 0 })
    expect(fillValues({ requestedDays: 5, filledDays: 3 })).toEqual({ filled: 3, unfilled: 2 })
    expect(fillValues({ requestedDays: 0, filledDays: 0 })).toEqual({ filled: 0, unfilled: 0 })
  })

  it('orders lead times from the same day to 8+ days', () => {
    const rows = ['twoToSeven', 'eightPlus', 'sameDay', 'oneDay'].map((key) => ({ key }))
    expect(byLeadTime(rows).map((row) => row.key)).toEqual(['sameDay', 'oneDay', 'twoToSeven', 'eightPlus'])
    expect(byLeadTime([])).toEqual([])
  })
})
