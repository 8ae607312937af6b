import { describe, expect, it } from 'vitest'

import {
  abandonmentReport,
  CREATION_PATHS,
  isCreationPath,
  isProcessingPath,
  type JobProcessDraft,
  leaveAction,
  parseDraft,
  PROCESS_ID_LENGTH,
  ProcessType,
  randomProcessId,
  routePath,
  samePath,
  shouldReport,
} from './jobProcess'

const NOW = Date.parse('2026-11-22T10:00:00+13:00')

const draft: JobProcessDraft = {
  jobStartTime: '2026-11-24T08:30:00+13:00',
  jobEndTime: '2026-11-24T17:00:00+13:00',
  gender: 0,
  teacherTalentPool: 1,
  jobUtilization: 2,
  liveRate: '32.00',
}

describe('routePath', () => {
  it('reads the path of a hash, an encoded path or a plain one', () => {
    expect(routePath('#/Create-Job/Standard%20Booking?repost=4')).toBe('/Create-Job/Standard Booking')
    expect(routePath('/Create-Job/Standard Booking')).toBe('/Create-Job/Standard Booking')
    expect(routePath('#/bookings/Processing/')).toBe('/bookings/Processing')
    expect(routePath('')).toBe('/')
    expect(routePath('#/bad%E0%A4%A')).toBe('/bad%E0%A4%A')
  })

  it('compares paths as the router does, without regard to case', () => {
    expect(samePath('#/create-job/advance-booking', CREATION_PATHS.advance)).toBe(true)
    expect(samePath('#/Create-Job/Advance-Booking', CREATION_PATHS.multiple)).toBe(false)
  })
})

describe('creation and processing paths', () => {
  it('knows the three creation pages, also through the reload helper', () => {
    expect(isCreationPath('#/Create-Job/Standard%20Booking')).toBe(true)
    expect(isCreationPath('#/Create-Job/Advance-Booking?repost=3')).toBe(true)
    expect(isCreationPath('#/Create-Job/Multiple-Booking')).toBe(true)
    expect(isCreationPath('#/redirect/Create-Job/Standard%20Booking')).toBe(true)
    expect(isCreationPath('#/Create-Job/URFree-Job-Seekers')).toBe(false)
    expect(isCreationPath('#/dashboard')).toBe(false)
  })

  it('knows Processing', () => {
    expect(isProcessingPath('#/bookings/Processing')).toBe(true)
    expect(isProcessingPath('#/bookings/Upcoming')).toBe(false)
  })
})

describe('shouldReport', () => {
  it('reports a quoted draft whose start is still ahead', () => {
    expect(shouldReport(ProcessType.quoted, draft, NOW)).toBe(true)
  })

  it('does not report before anything was quoted (process type 2) or without a process type', () => {
    expect(shouldReport(ProcessType.entered, draft, NOW)).toBe(false)
    expect(shouldReport(null, draft, NOW)).toBe(false)
  })

  it('needs the start, the end and the gender', () => {
    expect(shouldReport(ProcessType.quoted, { ...draft, jobStartTime: null }, NOW)).toBe(false)
    expect(shouldReport(ProcessType.quoted, { ...draft, jobEndTime: undefined }, NOW)).toBe(false)
    expect(shouldReport(ProcessType.quoted, { ...draft, gender: null }, NOW)).toBe(false)
    expect(shouldReport(ProcessType.quoted, { ...draft, gender: 0 }, NOW)).toBe(true)
  })

  it('does not report a start that has passed, or is now', () => {
    expect(shouldReport(ProcessType.quoted, draft, Date.parse('2026-11-24T08:30:00+13:00'))).toBe(false)
    expect(shouldReport(ProcessType.quoted, { ...draft, jobStartTime: 'not a time' }, NOW)).toBe(false)
  })
})

describe('leaveAction', () => {
  it('stays while the centre moves between creation pages', () => {
    expect(leaveAction('#/Create-Job/Advance-Booking', ProcessType.quoted, draft, NOW)).toBe('stay')
  })

  it('reports when leaving for another page after a quote', () => {
    expect(leaveAction('#/dashboard', ProcessType.quoted, draft, NOW)).toBe('report')
    expect(leaveAction('#/bookings/Upcoming', ProcessType.quoted, draft, NOW)).toBe('report')
  })

  it('discards without a report when the rules say so', () => {
    expect(leaveAction('#/dashboard', ProcessType.entered, draft, NOW)).toBe('discard')
    expect(leaveAction('#/dashboard', ProcessType.quoted, { ...draft, gender: null }, NOW)).toBe('discard')
  })

  it('never reports on the way to Processing (process type 31 after booking)', () => {
    expect(leaveAction('#/bookings/Processing', ProcessType.created, draft, NOW)).toBe('discard')
    expect(leaveAction('#/bookings/Processing', ProcessType.quoted, draft, NOW)).toBe('discard')
  })

  it('never reports a draft that was booked, wherever the centre goes', () => {
    expect(leaveAction('#/404', ProcessType.created, draft, NOW)).toBe('discard')
  })
})

describe('abandonmentReport', () => {
  it('holds the spec’s fields', () => {
    expect(abandonmentReport('XfNuHVsH-Kg0UIVq', draft)).toEqual({
      processType: 3,
      processId: 'XfNuHVsH-Kg0UIVq',
      teacherTalentPool: 1,
      jobStartTime: '2026-11-24T08:30:00+13:00',
      jobEndTime: '2026-11-24T17:00:00+13:00',
      gender: 0,
      jobUtilization: 2,
      liveRate: '32.00',
    })
  })

  it('sends null for fields the draft lacks, and nothing without the required ones', () => {
    const report = abandonmentReport('abc', { jobStartTime: draft.jobStartTime, jobEndTime: draft.jobEndTime, gender: 1 })
    expect(report).toMatchObject({ teacherTalentPool: null, jobUtilization: null, liveRate: null, gender: 1 })
    expect(abandonmentReport('', draft)).toBeNull()
    expect(abandonmentReport('abc', { ...draft, gender: undefined })).toBeNull()
  })
})

describe('randomProcessId', () => {
  it('is 16 URL-safe characters', () => {
    const id = randomProcessId()
    expect(id).toHaveLength(PROCESS_ID_LENGTH)
    expect(id).toMatch(/^[A-Za-z0-9_-]{16}$/)
    expect(randomProcessId()).not.toBe(id)
  })

  it('maps each random byte onto the alphabet', () => {
    expect(randomProcessId((bytes) => bytes.fill(0))).toBe('A'.repeat(16))
    expect(randomProcessId((bytes) => bytes.fill(63))).toBe('_'.repeat(16))
    expect(randomProcessId((bytes) => bytes.fill(64))).toBe('A'.repeat(16))
  })
})

describe('parseDraft', () => {
  it('reads a stored draft', () => {
    expect(parseDraft(JSON.stringify(draft))).toEqual(draft)
  })

  it('treats anything else as an empty draft', () => {
    expect(parseDraft(undefined)).toEqual({})
    expect(parseDraft('not json')).toEqual({})
    expect(parseDraft('[1]')).toEqual({})
    expect(parseDraft('{"gender": 7, "jobUtilization": "2"}')).toMatchObject({ gender: null, jobUtilization: null })
  })
})
