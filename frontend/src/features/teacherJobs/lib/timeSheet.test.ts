import { describe, expect, it } from 'vitest'

import { canReportTimes } from './timeSheet'

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
})
