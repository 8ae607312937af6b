import { describe, expect, it } from 'vitest'

import { canReportTimes, reportProblem, workedMinutes } from './timeSheet'

const at = (hour: number, minute = 0) => Date.UTC(2026, 10, 24, hour, minute)
const sheet = (status: number) => ({
  status,
  reportedStartsAt: null,
  reportedEndsAt: null,
  reportedBreakMinutes: null,
  startsAt: null,
  endsAt: null,
  breakMinutes: null,
  paidHours: null,
  amount: null,
  confirmation: null,
  defaultAt: '2026-11-24T05:00:00Z',
})

describe('the time sheet of a job', () => {
  it('can be reported only while it is to confirm', () => {
    expect(canReportTimes({ timeSheet: sheet(1) })).toBe(true)
    expect(canReportTimes({ timeSheet: sheet(2) })).toBe(false)
    expect(canReportTimes({ timeSheet: null })).toBe(false)
  })

  it('counts the minutes worked', () => {
    expect(workedMinutes(at(8, 30), at(15), 30)).toBe(360)
    expect(workedMinutes(at(8), at(8, 10), 30)).toBe(0)
  })

  it('finds what is wrong with the times', () => {
    expect(reportProblem(at(8), at(15), 30)).toBeNull()
    expect(reportProblem(at(15), at(8), 0)).toBe('endBeforeStart')
    expect(reportProblem(at(8), at(9), 60)).toBe('breakTooLong')
  })
})
