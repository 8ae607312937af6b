import { describe, expect, it } from 'vitest'

import type { FillRow } from '../api/statisticsOverview'
import { chartData, duration, lastThirtyDays, ordered, percentText, periodLength, periodProblem } from './statisticsView'

function row(key: string, requestedDays = 2, filledDays = 1): FillRow {
  return { key, bookings: 1, requestedDays, filledDays, fillRate: filledDays / requestedDays, unfilledBookings: 1 }
}

describe('statistics view', () => {
  it('counts both ends of a period and refuses reversed and over-long ones', () => {
    expect(periodLength({ dateFrom: '2026-03-02', dateTo: '2026-03-08' })).toBe(7)
    expect(periodProblem({ dateFrom: '2026-03-02', dateTo: '2026-03-02' })).toBeNull()
    expect(periodProblem({ dateFrom: '2026-03-08', dateTo: '2026-03-02' })).toBe('reversed')
    expect(periodProblem({ dateFrom: '2024-01-01', dateTo: '2024-12-31' })).toBeNull()
    expect(periodProblem({ dateFrom: '2025-01-01', dateTo: '2026-01-02' })).toBe('tooLong')
  })

  it('starts on the 30 days to today', () => {
    expect(lastThirtyDays('2026-03-30')).toEqual({ dateFrom: '2026-03-01', dateTo: '2026-03-30' })
  })

  it('words shares and durations', () => {
    expect(percentText(0.5)).toBe('50.0%')
    expect(percentText(0.3333)).toBe('33.3%')
    expect(percentText(null)).toBe('–')
    expect(duration(108_000)).toEqual({ days: 1, hours: 6, minutes: 0 })
    expect(duration(14_400)).toEqual({ days: 0, hours: 4, minutes: 0 })
    expect(duration(89)).toEqual({ days: 0, hours: 0, minutes: 1 })
  })

  it('orders lead times and weekdays as people read them', () => {
    const lead = ordered([row('eightPlus'), row('oneDay'), row('sameDay'), row('twoToSeven')], 'leadTime')
    expect(lead.map((r) => r.key)).toEqual(['sameDay', 'oneDay', 'twoToSeven', 'eightPlus'])
    expect(ordered([row('7'), row('1'), row('3')], 'weekday').map((r) => r.key)).toEqual(['1', '3', '7'])
    expect(ordered([row('Wellington'), row('Auckland')], 'other').map((r) => r.key)).toEqual(['Auckland', 'Wellington'])
  })

  it('splits each slice into filled and unfilled teacher-days', () => {
    expect(chartData([{ label: 'Mon', row: row('1', 3, 2) }], 'Filled', 'Unfilled')).toEqual([
      { label: 'Mon', series: 'Filled', value: 2 },
      { label: 'Mon', series: 'Unfilled', value: 1 },
    ])
  })
})
