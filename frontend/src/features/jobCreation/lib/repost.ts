/**
 * Reposting: a new booking prefilled from an earlier one
 * (`/Create-Job/Standard Booking?repost=<bookingId>`), with its dates moved
 * forward when they have passed.
 */
import dayjs, { type Dayjs } from 'dayjs'

import type { RepostedBooking } from '../api/repostBooking'
import {
  atTime,
  BookingType,
  type Gender,
  INVITE_RANGES,
  type InviteRange,
  InviteType,
  type JobFormValues,
  type Qualification,
} from './bookingForm'
import { CREATION_PATHS } from './jobProcess'

/** The invite stage of the favourites (docs/api.md, "Booking calls"). */
const FAVOURITE_STAGE = 5

export function asBookingType(value: number): BookingType {
  return value === BookingType.advance || value === BookingType.multiple ? value : BookingType.standard
}

export function creationPath(bookingType: BookingType): string {
  if (bookingType === BookingType.advance) return CREATION_PATHS.advance
  if (bookingType === BookingType.multiple) return CREATION_PATHS.multiple
  return CREATION_PATHS.standard
}

/** A record id in the address's query (`?repost=12`), or null when absent or not one. */
export function idParam(search: string, name: string): number | null {
  const value = new URLSearchParams(search).get(name)
  if (!value || !/^\d+$/.test(value)) return null
  const id = Number(value)
  return id >= 1 && Number.isSafeInteger(id) ? id : null
}

/** The booking id of `?repost=`, or null when there is none or it is not an id. */
export function repostId(search: string): number | null {
  return idParam(search, 'repost')
}

export interface MovedDates {
  first: Dayjs
  last: Dayjs
  /** Whether the dates had to move. */
  moved: boolean
}

/**
 * The booking's days moved to the next possible ones when its first start has
 * passed. A single day moves to the first day whose start time is still ahead
 * (today or tomorrow). A multi-day booking moves by whole weeks, so that its
 * weekdays stay the same, to the first such week whose first start is ahead.
 */
export function nextPossibleDates(first: Dayjs, last: Dayjs, startTime: Dayjs, now: Dayjs): MovedDates {
  const firstDay = first.startOf('day')
  const lastDay = last.startOf('day')
  if (atTime(firstDay, startTime).isAfter(now)) return { first: firstDay, last: lastDay, moved: false }
  const today = now.startOf('day')
  const earliest = atTime(today, startTime).isAfter(now) ? today : today.add(1, 'day')
  const gap = earliest.diff(firstDay, 'day')
  const shift = lastDay.isAfter(firstDay, 'day') ? Math.ceil(gap / 7) * 7 : gap
  return { first: firstDay.add(shift, 'day'), last: lastDay.add(shift, 'day'), moved: true }
}

function asQualification(value: number): Qualification {
  return value === 2 || value === 3 ? value : 1
}

function asGender(value: number): Gender {
  return value === 1 || value === 2 ? value : 0
}

function asInviteRange(value: number): InviteRange {
  return INVITE_RANGES.find((range) => range === value) ?? 10
}

export interface RepostForm {
  bookingType: BookingType
  values: Partial<JobFormValues>
  /** The dates were in the past and were moved forward. */
  moved: boolean
}

/** The form values of a new booking like `detail`, starting no earlier than `now`. */
export function repostForm(detail: RepostedBooking, now: Dayjs): RepostForm {
  const { booking } = detail
  const bookingType = asBookingType(booking.bookingType)
  const start = dayjs(booking.startsAt)
  const end = dayjs(booking.endsAt)
  const startTime = start.second(0).millisecond(0)
  const endTime = end.second(0).millisecond(0)
  const dates = nextPossibleDates(start, end, startTime, now)
  const favourites =
    booking.inviteType === InviteType.favourite
      ? [...new Set(detail.invites.filter((invite) => invite.stage === FAVOURITE_STAGE).map((invite) => invite.teacher.teacherId))]
      : []
  const values: Partial<JobFormValues> = {
    date: bookingType === BookingType.standard ? dates.first : null,
    dateRange: bookingType === BookingType.standard ? null : [dates.first, dates.last],
    startTime,
    endTime,
    weekdays: detail.weekdays,
    includeWeekends: detail.includeWeekends,
    includeHolidays: detail.includeHolidays,
    numberOfTeachers: booking.numberOfTeachers,
    qualification: asQualification(booking.qualification),
    gender: asGender(booking.gender),
    genderJustification: detail.genderJustification ?? '',
    ageGroup: detail.ageGroup,
    teacherTalentPool: detail.talentPool,
    inviteType: booking.inviteType === InviteType.favourite ? InviteType.favourite : InviteType.public,
    favouriteTeacherIds: favourites,
    inviteRange: asInviteRange(detail.inviteRange),
    notes: detail.notes ?? '',
    autoConfirm: booking.autoConfirm,
  }
  return { bookingType, values, moved: dates.moved }
}
