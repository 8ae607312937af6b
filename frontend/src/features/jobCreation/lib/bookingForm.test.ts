import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'

import {
  BookingType,
  buildDraft,
  completeValues,
  draftSpan,
  firstBookableDay,
  initialValues,
  InviteType,
  pickerRequest,
  workingDayCount,
} from './bookingForm'
import { advanceValues, NOW, standardValues, time } from './testValues'

describe('initial values', () => {
  it('start from the default day, 08:30 to 17:00, one qualified teacher, public invite', () => {
    const values = initialValues(BookingType.standard, NOW)
    expect(values.startTime?.format('HH:mm')).toBe('08:30')
    expect(values.endTime?.format('HH:mm')).toBe('17:00')
    expect(values).toMatchObject({
      numberOfTeachers: 1,
      qualification: 1,
      gender: 0,
      ageGroup: null,
      teacherTalentPool: null,
      inviteType: InviteType.public,
      inviteRange: 10,
      autoConfirm: false,
    })
    expect(initialValues(BookingType.advance, NOW).date).toBeNull()
  })

  it('offer today while 08:30 is ahead, tomorrow after that', () => {
    expect(firstBookableDay(dayjs('2026-11-23T07:00:00')).format('YYYY-MM-DD')).toBe('2026-11-23')
    expect(firstBookableDay(dayjs('2026-11-23T08:30:00')).format('YYYY-MM-DD')).toBe('2026-11-24')
    expect(initialValues(BookingType.standard, NOW).date?.format('YYYY-MM-DD')).toBe('2026-11-24')
  })

  it('fill in what the form has not reported', () => {
    const values = completeValues({ ageGroup: 2, notes: undefined }, BookingType.standard, NOW)
    expect(values.ageGroup).toBe(2)
    expect(values.notes).toBe('')
  })
})

describe('buildDraft', () => {
  it('turns a Standard Booking into the draft', () => {
    const start = dayjs('2026-11-25T08:30:00')
    const end = dayjs('2026-11-25T17:00:00')
    expect(buildDraft(standardValues({ notes: '  Room 2  ' }), BookingType.standard)).toEqual({
      bookingType: 1,
      jobStartTime: start.format(),
      jobEndTime: end.format(),
      weekdays: [],
      includeWeekends: false,
      includeHolidays: false,
      numberOfTeachers: 1,
      qualification: 1,
      gender: 0,
      genderJustification: null,
      ageGroup: 3,
      teacherTalentPool: 1,
      inviteType: 1,
      favouriteTeacherIds: [],
      inviteRange: 10,
      notes: 'Room 2',
      autoConfirm: false,
      voucherId: null,
    })
  })

  it('sends the timestamps with their offset', () => {
    const draft = buildDraft(standardValues(), BookingType.standard)
    expect(draft?.jobStartTime).toMatch(/^2026-11-25T08:30:00[+-]\d{2}:\d{2}$/)
  })

  it('spans the first day’s start to the last day’s end', () => {
    const draft = buildDraft(advanceValues({ startTime: time('09:00'), endTime: time('15:00') }), BookingType.advance)
    expect(draft?.jobStartTime).toBe(dayjs('2026-11-30T09:00:00').format())
    expect(draft?.jobEndTime).toBe(dayjs('2026-12-04T15:00:00').format())
  })

  it('sends only what the booking type uses', () => {
    const values = advanceValues({
      weekdays: [3, 1, 1],
      includeWeekends: true,
      inviteType: InviteType.favourite,
      favouriteTeacherIds: [9, 4, 9],
      gender: 2,
      genderJustification: ' Continuity ',
    })
    expect(buildDraft(values, BookingType.multiple)).toMatchObject({
      bookingType: 3,
      weekdays: [1, 3],
      includeWeekends: true,
      favouriteTeacherIds: [4, 9],
      genderJustification: 'Continuity',
    })
    expect(buildDraft(values, BookingType.advance)).toMatchObject({ weekdays: [] })
    expect(buildDraft({ ...values, inviteType: InviteType.public }, BookingType.advance)).toMatchObject({
      favouriteTeacherIds: [],
    })
    expect(buildDraft(standardValues({ gender: 0, genderJustification: 'left over' }), BookingType.standard)).toMatchObject({
      genderJustification: null,
    })
  })

  it('is null while a date or time is missing', () => {
    expect(buildDraft(standardValues({ date: null }), BookingType.standard)).toBeNull()
    expect(buildDraft(advanceValues({ endTime: null }), BookingType.advance)).toBeNull()
  })
})

describe('workingDayCount', () => {
  const count = (values: ReturnType<typeof advanceValues>, bookingType: BookingType) => {
    const span = draftSpan(values, bookingType)
    if (!span) throw new Error('no span')
    return workingDayCount(span, values, bookingType)
  }

  it('counts weekdays, and weekends only when included', () => {
    const fortnight = [dayjs('2026-11-30'), dayjs('2026-12-13')] as [dayjs.Dayjs, dayjs.Dayjs]
    expect(count(advanceValues({ dateRange: fortnight }), BookingType.advance)).toBe(10)
    expect(count(advanceValues({ dateRange: fortnight, includeWeekends: true }), BookingType.advance)).toBe(14)
  })

  it('counts the chosen weekdays of a weekly repeat', () => {
    const fortnight = [dayjs('2026-11-30'), dayjs('2026-12-13')] as [dayjs.Dayjs, dayjs.Dayjs]
    expect(count(advanceValues({ dateRange: fortnight, weekdays: [1, 3] }), BookingType.multiple)).toBe(4)
    expect(count(advanceValues({ dateRange: fortnight, weekdays: [1, 6] }), BookingType.multiple)).toBe(2)
    expect(count(advanceValues({ dateRange: fortnight, weekdays: [1, 6], includeWeekends: true }), BookingType.multiple)).toBe(4)
  })

  it('counts one day for a single day', () => {
    expect(count(standardValues({ date: dayjs('2026-11-28') }), BookingType.standard)).toBe(1)
  })
})

describe('pickerRequest', () => {
  const favourite = advanceValues({ inviteType: InviteType.favourite })

  it('asks for the favourites of a multi-day favourite draft', () => {
    expect(pickerRequest(favourite, BookingType.advance, NOW)).toEqual({
      bookingType: 2,
      jobStartTime: dayjs('2026-11-30T08:30:00').format(),
      jobEndTime: dayjs('2026-12-04T17:00:00').format(),
      qualification: 1,
      gender: 0,
      teacherTalentPool: 1,
      weekdays: [],
      includeWeekends: false,
      includeHolidays: false,
      ageGroup: 3,
    })
  })

  it('waits for what the picker needs', () => {
    expect(pickerRequest({ ...favourite, inviteType: InviteType.public }, BookingType.advance, NOW)).toBeNull()
    expect(pickerRequest({ ...favourite, teacherTalentPool: null }, BookingType.advance, NOW)).toBeNull()
    expect(pickerRequest(favourite, BookingType.multiple, NOW)).toBeNull()
    expect(pickerRequest(favourite, BookingType.standard, NOW)).toBeNull()
    const oneDay = [dayjs('2026-11-30'), dayjs('2026-11-30')] as [dayjs.Dayjs, dayjs.Dayjs]
    expect(pickerRequest({ ...favourite, dateRange: oneDay }, BookingType.advance, NOW)).toBeNull()
    expect(pickerRequest(favourite, BookingType.advance, dayjs('2026-12-01'))).toBeNull()
  })
})
