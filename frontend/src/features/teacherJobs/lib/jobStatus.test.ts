import { describe, expect, it } from 'vitest'

import { canApplyLeave, extensionWaiting, JOB_STATES, jobState, LEAVE_REASON_MAX, leaveReason } from './jobStatus'

const NOW = Date.parse('2026-11-23T10:00:00Z')
const tomorrow = { startsAt: '2026-11-23T19:30:00Z', endsAt: '2026-11-24T02:00:00Z' }
const today = { startsAt: '2026-11-23T09:00:00Z', endsAt: '2026-11-23T15:00:00Z' }
const yesterday = { startsAt: '2026-11-22T19:30:00Z', endsAt: '2026-11-23T02:00:00Z' }

describe('job state', () => {
  it('names booked, extended and under-way days', () => {
    expect(jobState({ status: 2, ...tomorrow }, NOW)).toBe('booked')
    expect(jobState({ status: 6, ...tomorrow }, NOW)).toBe('extended')
    expect(jobState({ status: 2, ...today }, NOW)).toBe('inProgress')
    expect(jobState({ status: 2, ...yesterday }, NOW)).toBe('ended')
  })

  it('names finished, leave and cancelled records', () => {
    expect(jobState({ status: 3, ...yesterday }, NOW)).toBe('finished')
    expect(jobState({ status: 4, ...tomorrow }, NOW)).toBe('leave')
    expect(jobState({ status: 5, ...tomorrow }, NOW)).toBe('canceled')
    expect(JOB_STATES.leave.labelKey).toBe('teacherJobs.state.leave')
  })
})

describe('leave', () => {
  it('is possible only for a booked day that has not started', () => {
    expect(canApplyLeave({ status: 2, ...tomorrow }, NOW)).toBe(true)
    expect(canApplyLeave({ status: 6, ...tomorrow }, NOW)).toBe(true)
    expect(canApplyLeave({ status: 2, ...today }, NOW)).toBe(false)
    expect(canApplyLeave({ status: 4, ...tomorrow }, NOW)).toBe(false)
  })

  it('needs a reason of 1 to 500 characters', () => {
    expect(leaveReason('  Sick child ')).toBe('Sick child')
    expect(leaveReason('   ')).toBeNull()
    expect(leaveReason('x'.repeat(LEAVE_REASON_MAX))).toHaveLength(LEAVE_REASON_MAX)
    expect(leaveReason('x'.repeat(LEAVE_REASON_MAX + 1))).toBeNull()
  })
})

describe('extension', () => {
  it('waits for the teacher while asked and unanswered', () => {
    const asked = { status: 2, extensionEndsAt: '2026-11-24T03:30:00Z', extensionAnswer: null }
    expect(extensionWaiting(asked)).toBe(true)
    expect(extensionWaiting({ ...asked, extensionAnswer: 1 })).toBe(false)
    expect(extensionWaiting({ ...asked, extensionEndsAt: null })).toBe(false)
    expect(extensionWaiting({ ...asked, status: 5 })).toBe(false)
  })
})
