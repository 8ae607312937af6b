import Cookies from 'js-cookie'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { ProcessType } from './jobProcess'
import { JOB_PROCESS_COOKIE, jobProcessStore, PROCESS_ID_COOKIE, PROCESS_TYPE_KEY } from './jobProcessStore'

const NOW = Date.parse('2026-11-22T10:00:00+13:00')
const START = '2026-11-24T08:30:00+13:00'
const END = '2026-11-24T17:00:00+13:00'

function fillDraft() {
  jobProcessStore.updateDraft({ jobStartTime: START, jobEndTime: END, gender: 0, teacherTalentPool: 1, jobUtilization: 2 })
}

describe('jobProcessStore', () => {
  beforeEach(() => {
    jobProcessStore.discard()
    window.sessionStorage.clear()
  })

  it('entering a creation page sets process type 2 and a 16-character processId cookie', () => {
    jobProcessStore.enter()
    expect(jobProcessStore.processType()).toBe(ProcessType.entered)
    expect(window.sessionStorage.getItem(PROCESS_TYPE_KEY)).toBe('2')
    expect(Cookies.get(PROCESS_ID_COOKIE)).toMatch(/^[A-Za-z0-9_-]{16}$/)
  })

  it('keeps the processId when entering again (switching Standard, Advance, Multiple)', () => {
    jobProcessStore.enter()
    const id = jobProcessStore.processId()
    jobProcessStore.enter()
    expect(jobProcessStore.processId()).toBe(id)
  })

  it('holds the draft fields in the jobProcess cookie', () => {
    fillDraft()
    jobProcessStore.updateDraft({ gender: 1, liveRate: undefined })
    expect(JSON.parse(Cookies.get(JOB_PROCESS_COOKIE) ?? '{}')).toEqual({
      jobStartTime: START,
      jobEndTime: END,
      gender: 1,
      teacherTalentPool: 1,
      jobUtilization: 2,
      liveRate: null,
    })
  })

  it('a quote gives the draft its processId and live rate, and process type 1', () => {
    jobProcessStore.enter()
    jobProcessStore.quoted('XfNuHVsH-Kg0UIVq', '32.00')
    expect(jobProcessStore.processId()).toBe('XfNuHVsH-Kg0UIVq')
    expect(jobProcessStore.draft().liveRate).toBe('32.00')
    expect(jobProcessStore.processType()).toBe(ProcessType.quoted)
  })

  it('leaving after a quote sends the report and drops the draft', () => {
    const send = vi.fn()
    jobProcessStore.enter()
    fillDraft()
    jobProcessStore.quoted('XfNuHVsH-Kg0UIVq', '32.00')
    expect(jobProcessStore.leave('#/dashboard', send, NOW)).toBe('report')
    expect(send).toHaveBeenCalledWith({
      processType: 3,
      processId: 'XfNuHVsH-Kg0UIVq',
      teacherTalentPool: 1,
      jobStartTime: START,
      jobEndTime: END,
      gender: 0,
      jobUtilization: 2,
      liveRate: '32.00',
    })
    expect(Cookies.get(JOB_PROCESS_COOKIE)).toBeUndefined()
    expect(Cookies.get(PROCESS_ID_COOKIE)).toBeUndefined()
    expect(jobProcessStore.processType()).toBeNull()
  })

  it('leaving before any quote drops the draft without a report', () => {
    const send = vi.fn()
    jobProcessStore.enter()
    fillDraft()
    expect(jobProcessStore.leave('#/dashboard', send, NOW)).toBe('discard')
    expect(send).not.toHaveBeenCalled()
    expect(Cookies.get(JOB_PROCESS_COOKIE)).toBeUndefined()
  })

  it('leaving with a start that has passed drops the draft without a report', () => {
    const send = vi.fn()
    jobProcessStore.enter()
    fillDraft()
    jobProcessStore.quoted('XfNuHVsH-Kg0UIVq', '32.00')
    expect(jobProcessStore.leave('#/dashboard', send, Date.parse(END))).toBe('discard')
    expect(send).not.toHaveBeenCalled()
  })

  it('going to Processing after booking (type 31) skips the report', () => {
    const send = vi.fn()
    jobProcessStore.enter()
    fillDraft()
    jobProcessStore.quoted('XfNuHVsH-Kg0UIVq', '32.00')
    jobProcessStore.created()
    expect(jobProcessStore.processType()).toBe(ProcessType.created)
    expect(jobProcessStore.leave('#/bookings/Processing', send, NOW)).toBe('discard')
    expect(send).not.toHaveBeenCalled()
    expect(Cookies.get(PROCESS_ID_COOKIE)).toBeUndefined()
  })

  it('moving to another creation page keeps the draft', () => {
    const send = vi.fn()
    jobProcessStore.enter()
    fillDraft()
    jobProcessStore.quoted('XfNuHVsH-Kg0UIVq', '32.00')
    expect(jobProcessStore.leave('#/Create-Job/Multiple-Booking', send, NOW)).toBe('stay')
    expect(send).not.toHaveBeenCalled()
    expect(jobProcessStore.draft().jobStartTime).toBe(START)
    expect(jobProcessStore.processType()).toBe(ProcessType.quoted)
  })

  it('keeps the process type in memory when sessionStorage refuses', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('refused')
    })
    jobProcessStore.setProcessType(ProcessType.quoted)
    expect(jobProcessStore.processType()).toBe(ProcessType.quoted)
    setItem.mockRestore()
  })
})
