import { describe, expect, it } from 'vitest'

import { problemFromServer } from './serverMessages'

describe('problemFromServer', () => {
  it.each([
    ['The start time cannot be earlier than now.', 'startInPast', 'startTime'],
    ['The end time cannot be earlier than the start time.', 'endBeforeStart', 'endTime'],
    ['Each day must end later than it starts.', 'dayEndsBeforeStart', 'endTime'],
    ['Please give a reason for the gender preference.', 'genderJustification', 'genderJustification'],
    ['Please select the age group.', 'ageGroupRequired', 'ageGroup'],
    ['Please select the talent pool.', 'talentPoolRequired', 'teacherTalentPool'],
    ['Favourite invites are not available for single-day bookings.', 'favouriteSingleDay', 'inviteType'],
    ['The favourite teacher is unavailable during this period.', 'favouriteUnavailable', 'favouriteTeacherIds'],
    ['No matching favourite teachers for the gender preference.', 'favouriteGender', 'favouriteTeacherIds'],
    ['Please choose the weekdays to repeat on.', 'weekdaysRequired', 'weekdays'],
    ['There are no working days in the chosen dates.', 'noWorkingDays', 'dateRange'],
    ['A booking can cover at most one year.', 'atMostOneYear', 'dateRange'],
  ])('maps “%s”', (message, code, field) => {
    expect(problemFromServer(message)).toEqual({ code, field })
  })

  it('reads the numbers of the messages that carry one', () => {
    expect(problemFromServer('Please choose at least 3 favourite teachers.')).toEqual({
      code: 'favouriteTooFew',
      field: 'favouriteTeacherIds',
      values: { number: 3 },
    })
    expect(problemFromServer('Please choose at least 1 favourite teachers.')).toEqual({
      code: 'favouriteTooFewOne',
      field: 'favouriteTeacherIds',
    })
    expect(
      problemFromServer('Standard Booking can start at most 21 days ahead; use Advance Booking for later dates.', 'date'),
    ).toEqual({ code: 'standardWindow', field: 'date', values: { days: 21 } })
    expect(problemFromServer('Each day must be at least 3.5 hours long.')).toEqual({
      code: 'minimumHours',
      field: 'endTime',
      values: { hours: '3.5' },
    })
  })

  it('puts date problems on the page’s date field', () => {
    expect(problemFromServer('There are no working days in the chosen dates.', 'date')?.field).toBe('date')
  })

  it('leaves other messages as they are', () => {
    expect(problemFromServer('Parameter error: numberOfTeachers Input should be less than or equal to 20.')).toBeNull()
  })
})
