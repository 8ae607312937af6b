/** Fixtures of the unit tests: form values, favourites and the clock they share. */
import dayjs from 'dayjs'

import type { FavouriteCandidate, FavouritePicker } from '../api/favouritePicker'
import { BookingType, initialValues, type JobFormValues, timeOfDay } from './bookingForm'

/** Monday 23 November 2026, 10:00 local time: the clock of the unit tests. */
export const NOW = dayjs('2026-11-23T10:00:00')

/** A complete, valid Standard Booking for Wednesday 25 November, 08:30 to 17:00. */
export function standardValues(changes: Partial<JobFormValues> = {}): JobFormValues {
  return {
    ...initialValues(BookingType.standard, NOW),
    date: dayjs('2026-11-25'),
    ageGroup: 3,
    teacherTalentPool: 1,
    ...changes,
  }
}

/** A complete, valid Advance Booking from Monday 30 November to Friday 4 December. */
export function advanceValues(changes: Partial<JobFormValues> = {}): JobFormValues {
  return {
    ...initialValues(BookingType.advance, NOW),
    dateRange: [dayjs('2026-11-30'), dayjs('2026-12-04')],
    ageGroup: 3,
    teacherTalentPool: 1,
    ...changes,
  }
}

export const time = (text: string) => timeOfDay(text, NOW)

export function favourite(teacherId: number, available: boolean, gender = 1): FavouriteCandidate {
  return {
    teacherId,
    firstName: `First${teacherId}`,
    lastName: `Last${teacherId}`,
    rank: 'silver',
    rating: '4.50',
    qualification: 1,
    gender,
    available,
    reason: available ? null : 'overlapping_job',
  }
}

export function picker(list: FavouriteCandidate[]): FavouritePicker {
  return { list, availableCount: list.filter((teacher) => teacher.available).length, days: 5 }
}
