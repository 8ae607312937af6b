import { describe, expect, it } from 'vitest'

import type { FillRow } from '../api/statisticsOverview'
import {
  duration,
  fillValues,
  jobOutcomes,
  lastThirtyDays,
  ordered,
  percentText,
  periodLength,
  periodProblem,
  subjectFrom,
  subjectParams,
} from './statisticsView'

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
    expect(fillValues(row('1', 3, 2))).toEqual({ filled: 2, unfilled: 1 })
    expect(fillValues(row('1', 0, 0))).toEqual({ filled: 0, unfilled: 0 })
  })

  it('sorts a teacher’s jobs by outcome, the open ones being those neither finished nor left', () => {
    expect(jobOutcomes({ jobs: 6, finished: 3, left: 1, canceled: 2 })).toEqual({ finished: 3, left: 1, open: 2, canceled: 2 })
    expect(jobOutcomes({ jobs: 0, finished: 0, left: 0, canceled: 1 })).toEqual({ finished: 0, left: 0, open: 0, canceled: 1 })
  })

  it('reads whose figures to show from the address, and writes it back', () => {
    const read = (search: string) => subjectFrom(new URLSearchParams(search))
    expect(read('')).toEqual({ view: 'platform' })
    expect(read('teacher=12')).toEqual({ view: 'teacher', teacherId: 12 })
    expect(read('centre=3')).toEqual({ view: 'centre', centreId: 3 })
    expect(read('view=teacher')).toEqual({ view: 'teacher', teacherId: null })
    expect(read('view=centre&teacher=4')).toEqual({ view: 'centre', centreId: null })
    expect(read('teacher=0')).toEqual({ view: 'platform' })
    expect(read('teacher=abc')).toEqual({ view: 'platform' })
    expect(read('view=teacher&teacher=-2')).toEqual({ view: 'teacher', teacherId: null })
    for (const subject of [
      { view: 'platform' } as const,
      { view: 'teacher', teacherId: 12 } as const,
      { view: 'teacher', teacherId: null } as const,
      { view: 'centre', centreId: 3 } as const,
      { view: 'centre', centreId: null } as const,
    ]) {
      expect(subjectFrom(new URLSearchParams(subjectParams(subject)))).toEqual(subject)
    }
  })
})
