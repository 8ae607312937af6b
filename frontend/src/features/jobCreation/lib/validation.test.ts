import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'

import { BookingType, InviteType } from './bookingForm'
import { advanceValues, favourite, NOW, picker, standardValues, time } from './testValues'
import {
  blocksQuote,
  favouriteProblems,
  type Problem,
  problemsByField,
  ruleOf,
  validateBooking,
  visibleProblems,
} from './validation'

const standard = { bookingType: BookingType.standard, now: NOW }
const advance = { bookingType: BookingType.advance, now: NOW }
const multiple = { bookingType: BookingType.multiple, now: NOW }
const codes = (problems: Problem[]) => problems.map((problem) => problem.code)

describe('validateBooking', () => {
  it('accepts a complete booking', () => {
    expect(validateBooking(standardValues(), standard)).toEqual([])
    expect(validateBooking(advanceValues(), advance)).toEqual([])
    expect(validateBooking(advanceValues({ weekdays: [1, 3] }), multiple)).toEqual([])
  })

  it('asks for the date, the dates and the times', () => {
    expect(validateBooking(standardValues({ date: null }), standard)).toEqual([{ code: 'dateRequired', field: 'date' }])
    expect(codes(validateBooking(advanceValues({ dateRange: null }), advance))).toEqual(['datesRequired'])
    expect(codes(validateBooking(standardValues({ startTime: null, endTime: null }), standard))).toEqual([
      'startTimeRequired',
      'endTimeRequired',
    ])
  })

  it('refuses a start earlier than now', () => {
    const problems = validateBooking(standardValues({ date: NOW, startTime: time('09:59') }), standard)
    expect(problems).toEqual([{ code: 'startInPast', field: 'startTime' }])
    expect(validateBooking(standardValues({ date: NOW, startTime: time('10:00') }), standard)).toEqual([])
  })

  it('refuses an end earlier than the start, and a day that does not end later than it starts', () => {
    expect(codes(validateBooking(standardValues({ startTime: time('10:00'), endTime: time('09:00') }), standard))).toEqual([
      'endBeforeStart',
    ])
    expect(codes(validateBooking(standardValues({ startTime: time('10:00'), endTime: time('10:00') }), standard))).toEqual([
      'dayEndsBeforeStart',
    ])
    // Over several days the end is later than the start, but each day would end before it starts.
    expect(codes(validateBooking(advanceValues({ startTime: time('14:00'), endTime: time('09:00') }), advance))).toEqual([
      'dayEndsBeforeStart',
    ])
  })

  it('needs a reason for a gender preference, the age group and the talent pool', () => {
    const problems = validateBooking(
      standardValues({ gender: 2, genderJustification: '  ', ageGroup: null, teacherTalentPool: null }),
      standard,
    )
    expect(problems).toEqual([
      { code: 'genderJustification', field: 'genderJustification' },
      { code: 'ageGroupRequired', field: 'ageGroup' },
      { code: 'talentPoolRequired', field: 'teacherTalentPool' },
    ])
    expect(validateBooking(standardValues({ gender: 1, genderJustification: 'Cultural needs' }), standard)).toEqual([])
  })

  it('keeps Standard Booking within 14 days', () => {
    expect(validateBooking(standardValues({ date: NOW.add(14, 'day') }), standard)).toEqual([])
    expect(validateBooking(standardValues({ date: NOW.add(15, 'day') }), standard)).toEqual([
      { code: 'standardWindow', field: 'date', values: { days: 14 } },
    ])
    // Advance Booking has no such window.
    const later = [NOW.add(30, 'day'), NOW.add(32, 'day')] as [dayjs.Dayjs, dayjs.Dayjs]
    expect(validateBooking(advanceValues({ dateRange: later }), advance)).toEqual([])
  })

  it('refuses favourite invites for a single day', () => {
    const oneDay = [dayjs('2026-11-30'), dayjs('2026-11-30')] as [dayjs.Dayjs, dayjs.Dayjs]
    expect(validateBooking(advanceValues({ dateRange: oneDay, inviteType: InviteType.favourite }), advance)).toEqual([
      { code: 'favouriteSingleDay', field: 'inviteType' },
    ])
    expect(validateBooking(advanceValues({ dateRange: oneDay }), advance)).toEqual([])
  })

  it('asks Multiple Booking for its weekdays', () => {
    expect(validateBooking(advanceValues({ weekdays: [] }), multiple)).toEqual([
      { code: 'weekdaysRequired', field: 'weekdays' },
    ])
  })

  it('refuses dates without a working day', () => {
    const weekend = [dayjs('2026-11-28'), dayjs('2026-11-29')] as [dayjs.Dayjs, dayjs.Dayjs]
    expect(codes(validateBooking(advanceValues({ dateRange: weekend }), advance))).toEqual(['noWorkingDays'])
    expect(validateBooking(advanceValues({ dateRange: weekend, includeWeekends: true }), advance)).toEqual([])
    // Repeating on Saturdays counts only with weekends included.
    expect(codes(validateBooking(advanceValues({ weekdays: [6] }), multiple))).toEqual(['noWorkingDays'])
  })

  it('refuses more than a year', () => {
    const long = [dayjs('2026-11-30'), dayjs('2027-12-31')] as [dayjs.Dayjs, dayjs.Dayjs]
    expect(validateBooking(advanceValues({ dateRange: long }), advance)).toEqual([
      { code: 'atMostOneYear', field: 'dateRange' },
    ])
  })

  it('checks favourites only once the picker has answered', () => {
    const values = advanceValues({ inviteType: InviteType.favourite, numberOfTeachers: 2, favouriteTeacherIds: [1] })
    expect(validateBooking(values, advance)).toEqual([])
    const answer = picker([favourite(1, true), favourite(2, true)])
    expect(validateBooking(values, { ...advance, favourites: answer })).toEqual([
      { code: 'favouriteTooFew', field: 'favouriteTeacherIds', values: { number: 2 } },
    ])
  })
})

describe('favouriteProblems', () => {
  const values = (changes = {}) =>
    advanceValues({ inviteType: InviteType.favourite, numberOfTeachers: 2, favouriteTeacherIds: [1, 2], ...changes })

  it('accepts enough available favourites', () => {
    expect(favouriteProblems(values(), picker([favourite(1, true), favourite(2, true)]))).toEqual([])
  })

  it('says the favourite teacher is unavailable when too few can come', () => {
    expect(codes(favouriteProblems(values(), picker([favourite(1, true), favourite(2, false)])))).toEqual([
      'favouriteUnavailable',
    ])
    expect(codes(favouriteProblems(values({ favouriteTeacherIds: [] }), picker([])))).toEqual(['favouriteUnavailable'])
  })

  it('asks for at least as many favourites as teachers', () => {
    const answer = picker([favourite(1, true), favourite(2, true), favourite(3, true)])
    expect(favouriteProblems(values({ favouriteTeacherIds: [1] }), answer)).toEqual([
      { code: 'favouriteTooFew', field: 'favouriteTeacherIds', values: { number: 2 } },
    ])
  })

  it('asks for one favourite in the singular', () => {
    const answer = picker([favourite(1, true)])
    expect(favouriteProblems(values({ numberOfTeachers: 1, favouriteTeacherIds: [] }), answer)).toEqual([
      { code: 'favouriteTooFewOne', field: 'favouriteTeacherIds' },
    ])
  })

  it('says when a ticked favourite can no longer come', () => {
    const answer = picker([favourite(1, true), favourite(2, false), favourite(3, true)])
    expect(codes(favouriteProblems(values(), answer))).toEqual(['favouriteUnavailable'])
  })

  it('says when no favourite matches the gender preference', () => {
    const answer = picker([favourite(1, true, 1), favourite(2, true, 1)])
    expect(codes(favouriteProblems(values({ gender: 2 }), answer))).toEqual(['favouriteGender'])
    expect(favouriteProblems(values({ gender: 1 }), answer)).toEqual([])
  })
})

describe('showing problems', () => {
  const problems: Problem[] = [
    { code: 'startInPast', field: 'startTime' },
    { code: 'ageGroupRequired', field: 'ageGroup' },
    { code: 'talentPoolRequired', field: 'teacherTalentPool' },
  ]

  it('shows broken rules at once and empty fields once touched or after Book', () => {
    expect(codes(visibleProblems(problems, new Set(), false))).toEqual(['startInPast'])
    expect(codes(visibleProblems(problems, new Set(['ageGroup']), false))).toEqual(['startInPast', 'ageGroupRequired'])
    expect(codes(visibleProblems(problems, new Set(), true))).toEqual(codes(problems))
  })

  it('shows one problem per field', () => {
    const byField = problemsByField([...problems, { code: 'endBeforeStart', field: 'startTime' }])
    expect(byField.get('startTime')?.code).toBe('startInPast')
    expect(byField.size).toBe(3)
  })

  it('knows which problems hold the quote back', () => {
    expect(blocksQuote(problems)).toBe(true)
    expect(blocksQuote([{ code: 'favouriteTooFew', field: 'favouriteTeacherIds' }])).toBe(false)
    expect(ruleOf({ code: 'favouriteGender', field: null }).messageKey).toBe('jobCreation.validation.favouriteGender')
  })
})
