import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'

import type { RepostedBooking } from '../api/repostBooking'
import { BookingType, InviteType, timeOfDay } from './bookingForm'
import { CREATION_PATHS } from './jobProcess'
import { creationPath, nextPossibleDates, repostForm, repostId } from './repost'
import { NOW } from './testValues'

function detail(changes: Partial<RepostedBooking['booking']> = {}, more: Partial<RepostedBooking> = {}): RepostedBooking {
  return {
    booking: {
      bookingId: 7,
      status: 3,
      bookingType: 2,
      inviteType: 2,
      qualification: 3,
      gender: 1,
      startsAt: dayjs('2026-11-09T08:30:00').toISOString(),
      endsAt: dayjs('2026-11-13T15:00:00').toISOString(),
      days: 5,
      numberOfTeachers: 2,
      confirmedTeachers: 0,
      interestedTeachers: 0,
      invitedTeachers: 3,
      hourlyRate: '32.00',
      boostIncentive: null,
      stage: 0,
      stageEndsAt: null,
      autoConfirm: true,
      teachers: [],
      parentId: null,
      ...changes,
    },
    ageGroup: 4,
    talentPool: 2,
    inviteRange: 15,
    genderJustification: 'Continuity',
    notes: 'Room 3',
    includeWeekends: false,
    includeHolidays: true,
    weekdays: [],
    cancelReason: null,
    boostOffer: '3.00',
    createdAt: dayjs('2026-11-02T10:00:00').toISOString(),
    filledAt: null,
    fillSeconds: null,
    dayList: [],
    invites: [
      { inviteId: 1, teacher: { teacherId: 12, name: 'A N', rank: 'silver', rating: null }, status: 3, stage: 5, distanceKm: 2, hourlyRate: '32.00', invitedAt: '2026-11-01T00:00:00Z', answeredAt: null, confirmed: false },
      { inviteId: 2, teacher: { teacherId: 15, name: 'M T', rank: 'bronze', rating: null }, status: 3, stage: 5, distanceKm: 3, hourlyRate: '32.00', invitedAt: '2026-11-01T00:00:00Z', answeredAt: null, confirmed: false },
      { inviteId: 3, teacher: { teacherId: 20, name: 'P R', rank: 'bronze', rating: null }, status: 3, stage: 1, distanceKm: 4, hourlyRate: '32.00', invitedAt: '2026-11-01T00:00:00Z', answeredAt: null, confirmed: false },
    ],
    jobRecords: [],
    timeline: [],
    ...more,
  }
}

describe('repostId', () => {
  it('reads ?repost=<bookingId>', () => {
    expect(repostId('?repost=41')).toBe(41)
    expect(repostId('?x=1&repost=7')).toBe(7)
    expect(repostId('')).toBeNull()
    expect(repostId('?repost=abc')).toBeNull()
    expect(repostId('?repost=0')).toBeNull()
    expect(repostId('?repost=-3')).toBeNull()
  })

  it('names the page of each booking type', () => {
    expect(creationPath(BookingType.standard)).toBe(CREATION_PATHS.standard)
    expect(creationPath(BookingType.advance)).toBe(CREATION_PATHS.advance)
    expect(creationPath(BookingType.multiple)).toBe(CREATION_PATHS.multiple)
  })
})

describe('nextPossibleDates', () => {
  const start = timeOfDay('08:30')

  it('keeps dates that are still ahead', () => {
    const moved = nextPossibleDates(dayjs('2026-11-25'), dayjs('2026-11-25'), start, NOW)
    expect(moved.moved).toBe(false)
    expect(moved.first.format('YYYY-MM-DD')).toBe('2026-11-25')
  })

  it('moves a past single day to the first day whose start is ahead', () => {
    const moved = nextPossibleDates(dayjs('2026-11-02'), dayjs('2026-11-02'), start, NOW)
    expect(moved.moved).toBe(true)
    // 08:30 today has passed at 10:00, so tomorrow.
    expect(moved.first.format('YYYY-MM-DD')).toBe('2026-11-24')
    expect(moved.last.format('YYYY-MM-DD')).toBe('2026-11-24')
    const early = nextPossibleDates(dayjs('2026-11-02'), dayjs('2026-11-02'), start, dayjs('2026-11-23T07:00:00'))
    expect(early.first.format('YYYY-MM-DD')).toBe('2026-11-23')
  })

  it('moves past days by whole weeks, keeping their weekdays and length', () => {
    // Monday 9 to Friday 13 November; the next Monday with 08:30 ahead is 30 November.
    const moved = nextPossibleDates(dayjs('2026-11-09'), dayjs('2026-11-13'), start, NOW)
    expect(moved.first.format('ddd YYYY-MM-DD')).toBe('Mon 2026-11-30')
    expect(moved.last.format('ddd YYYY-MM-DD')).toBe('Fri 2026-12-04')
  })
})

describe('repostForm', () => {
  it('fills every field from the booking', () => {
    const form = repostForm(detail(), NOW)
    expect(form.bookingType).toBe(BookingType.advance)
    expect(form.moved).toBe(true)
    expect(form.values.dateRange?.map((day) => day.format('YYYY-MM-DD'))).toEqual(['2026-11-30', '2026-12-04'])
    expect(form.values.startTime?.format('HH:mm')).toBe('08:30')
    expect(form.values.endTime?.format('HH:mm')).toBe('15:00')
    expect(form.values).toMatchObject({
      date: null,
      numberOfTeachers: 2,
      qualification: 3,
      gender: 1,
      genderJustification: 'Continuity',
      ageGroup: 4,
      teacherTalentPool: 2,
      inviteType: InviteType.favourite,
      favouriteTeacherIds: [12, 15],
      inviteRange: 15,
      notes: 'Room 3',
      autoConfirm: true,
      includeWeekends: false,
      includeHolidays: true,
    })
  })

  it('fills a Standard Booking’s single day and a public invite', () => {
    const form = repostForm(
      detail(
        {
          bookingType: 1,
          inviteType: 1,
          startsAt: dayjs('2026-11-26T09:15:00').toISOString(),
          endsAt: dayjs('2026-11-26T15:45:00').toISOString(),
        },
        { notes: null, genderJustification: null },
      ),
      NOW,
    )
    expect(form.bookingType).toBe(BookingType.standard)
    expect(form.moved).toBe(false)
    expect(form.values.date?.format('YYYY-MM-DD')).toBe('2026-11-26')
    expect(form.values).toMatchObject({ dateRange: null, inviteType: 1, favouriteTeacherIds: [], notes: '', genderJustification: '' })
  })
})
