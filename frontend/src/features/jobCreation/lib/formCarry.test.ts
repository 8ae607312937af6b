import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'

import { BookingType, InviteType } from './bookingForm'
import { carryValues, formCarry } from './formCarry'
import { advanceValues, standardValues } from './testValues'

describe('formCarry', () => {
  it('turns a single day into a one-day range and back', () => {
    const toAdvance = carryValues(standardValues(), BookingType.standard, BookingType.advance)
    expect(toAdvance.dateRange?.map((day) => day.format('YYYY-MM-DD'))).toEqual(['2026-11-25', '2026-11-25'])
    expect(toAdvance).not.toHaveProperty('date')
    const toStandard = carryValues(advanceValues(), BookingType.advance, BookingType.standard)
    expect(toStandard.date?.format('YYYY-MM-DD')).toBe('2026-11-30')
  })

  it('keeps the range between Advance and Multiple Booking, and the rest of the form', () => {
    const values = advanceValues({ notes: 'Room 2', numberOfTeachers: 3 })
    const carried = carryValues(values, BookingType.advance, BookingType.multiple)
    expect(carried.dateRange).toEqual(values.dateRange)
    expect(carried).toMatchObject({ notes: 'Room 2', numberOfTeachers: 3, ageGroup: 3 })
  })

  it('drops a favourite invite on the way to Standard Booking', () => {
    const values = advanceValues({ inviteType: InviteType.favourite, favouriteTeacherIds: [4] })
    expect(carryValues(values, BookingType.advance, BookingType.standard)).toMatchObject({
      inviteType: InviteType.public,
      favouriteTeacherIds: [],
    })
  })

  it('hands the values over once, to the page they were meant for', () => {
    formCarry.hand(standardValues({ date: dayjs('2026-11-27') }), BookingType.standard, BookingType.multiple)
    expect(formCarry.take(BookingType.standard)).toBeNull()
    expect(formCarry.take(BookingType.multiple)?.dateRange?.[0]?.format('YYYY-MM-DD')).toBe('2026-11-27')
    expect(formCarry.take(BookingType.multiple)).toBeNull()
  })

  it('keeps the values for a render that is thrown away, until the page settles', () => {
    formCarry.hand(standardValues({ date: dayjs('2026-11-27') }), BookingType.standard, BookingType.advance)
    expect(formCarry.peek(BookingType.advance)?.dateRange?.[0]?.format('YYYY-MM-DD')).toBe('2026-11-27')
    expect(formCarry.peek(BookingType.advance)).not.toBeNull()
    formCarry.settle(BookingType.multiple)
    expect(formCarry.peek(BookingType.advance)).not.toBeNull()
    formCarry.settle(BookingType.advance)
    expect(formCarry.peek(BookingType.advance)).toBeNull()
  })
})
