/**
 * The creation form's values and how they become the booking draft the server
 * quotes and creates (docs/api.md, "The draft").
 */
import dayjs, { type Dayjs } from 'dayjs'

import type { FavouritePickerRequest } from '../api/favouritePicker'
import type { BookingDraft } from '../api/quoteDraft'

export const BookingType = { standard: 1, advance: 2, multiple: 3 } as const
export type BookingType = (typeof BookingType)[keyof typeof BookingType]

export const InviteType = { public: 1, favourite: 2 } as const
export type InviteType = (typeof InviteType)[keyof typeof InviteType]

export type Gender = 0 | 1 | 2
export type Qualification = 1 | 2 | 3
export type InviteRange = 5 | 10 | 15 | 20

export const INVITE_RANGES: readonly InviteRange[] = [5, 10, 15, 20]
export const MAX_TEACHERS = 20
export const NOTES_MAX_LENGTH = 2000
export const JUSTIFICATION_MAX_LENGTH = 500
/** ISO weekdays: 6 Saturday, 7 Sunday. */
export const WEEKEND_DAYS: readonly number[] = [6, 7]

/**
 * The default day, 08:30 to 17:00 (product rules, "Rates and hours"). The
 * server's settings hold the same defaults; the page starts from them without
 * asking, and the quote shows the server's view of whatever the centre picks.
 */
export const DEFAULT_START_TIME = '08:30'
export const DEFAULT_END_TIME = '17:00'

export interface JobFormValues {
  /** Standard Booking: the day. */
  date: Dayjs | null
  /** Advance and Multiple Booking: the first and last day. */
  dateRange: [Dayjs, Dayjs] | null
  startTime: Dayjs | null
  endTime: Dayjs | null
  /** Multiple Booking: ISO weekdays to repeat on, 1 Monday .. 7 Sunday. */
  weekdays: number[]
  includeWeekends: boolean
  includeHolidays: boolean
  numberOfTeachers: number | null
  qualification: Qualification
  gender: Gender
  genderJustification: string
  ageGroup: number | null
  teacherTalentPool: number | null
  inviteType: InviteType
  favouriteTeacherIds: number[]
  inviteRange: InviteRange
  notes: string
  autoConfirm: boolean
  /** A voucher of the centre to attach (it comes off the first invoice). */
  voucherId: number | null
}

/** A time of day, `HH:mm`, on today's date (the time pickers' value). */
export function timeOfDay(text: string, day: Dayjs = dayjs()): Dayjs {
  const [hour = 0, minute = 0] = text.split(':').map(Number)
  return day.startOf('day').hour(hour).minute(minute)
}

/** The given day at the time of day of `time`. */
export function atTime(day: Dayjs, time: Dayjs): Dayjs {
  return day.startOf('day').hour(time.hour()).minute(time.minute())
}

/**
 * The first day a new booking can start on at the default start time: today
 * while 08:30 is still ahead, tomorrow after that.
 */
export function firstBookableDay(now: Dayjs): Dayjs {
  const today = now.startOf('day')
  return atTime(today, timeOfDay(DEFAULT_START_TIME)).isAfter(now) ? today : today.add(1, 'day')
}

export function initialValues(bookingType: BookingType, now: Dayjs): JobFormValues {
  return {
    date: bookingType === BookingType.standard ? firstBookableDay(now) : null,
    dateRange: null,
    startTime: timeOfDay(DEFAULT_START_TIME, now),
    endTime: timeOfDay(DEFAULT_END_TIME, now),
    weekdays: [],
    includeWeekends: false,
    includeHolidays: false,
    numberOfTeachers: 1,
    qualification: 1,
    gender: 0,
    genderJustification: '',
    ageGroup: null,
    teacherTalentPool: null,
    inviteType: InviteType.public,
    favouriteTeacherIds: [],
    inviteRange: 10,
    notes: '',
    autoConfirm: false,
    voucherId: null,
  }
}

/** Fills what the form has not reported yet (fields not rendered) with the defaults. */
export function completeValues(
  values: Partial<JobFormValues> | undefined,
  bookingType: BookingType,
  now: Dayjs,
): JobFormValues {
  const defaults = initialValues(bookingType, now)
  const merged = { ...defaults }
  for (const [key, value] of Object.entries(values ?? {})) {
    if (value !== undefined) Object.assign(merged, { [key]: value })
  }
  return merged
}

export interface DraftSpan {
  first: Dayjs
  last: Dayjs
  /** The first day's start. */
  start: Dayjs
  /** The last day's end. */
  end: Dayjs
}

/** The first and last day and the booking's start and end; null while a date or time is missing. */
export function draftSpan(values: JobFormValues, bookingType: BookingType): DraftSpan | null {
  const first = bookingType === BookingType.standard ? values.date : (values.dateRange?.[0] ?? null)
  const last = bookingType === BookingType.standard ? values.date : (values.dateRange?.[1] ?? null)
  if (!first || !last || !values.startTime || !values.endTime) return null
  return {
    first: first.startOf('day'),
    last: last.startOf('day'),
    start: atTime(first, values.startTime),
    end: atTime(last, values.endTime),
  }
}

export function isMultiDay(span: DraftSpan): boolean {
  return span.last.isAfter(span.first, 'day')
}

/**
 * The weekdays Multiple Booking repeats on, in order. As on the server, a
 * weekend day among them counts only when weekends are included.
 */
export function chosenWeekdays(values: JobFormValues): number[] {
  return [...new Set(values.weekdays)].sort((a, b) => a - b)
}

function trimmedOrNull(text: string | null | undefined): string | null {
  const trimmed = (text ?? '').trim()
  return trimmed ? trimmed : null
}

/**
 * The draft the server quotes and creates. Only what the booking type uses is
 * sent (no weekdays outside Multiple Booking, no switches for a single day, no
 * favourites for a public invite), so one draft always gives one quote.
 */
export function buildDraft(values: JobFormValues, bookingType: BookingType): BookingDraft | null {
  const span = draftSpan(values, bookingType)
  if (!span) return null
  const standard = bookingType === BookingType.standard
  const favourite = values.inviteType === InviteType.favourite
  const draft: BookingDraft = {
    bookingType,
    jobStartTime: span.start.format(),
    jobEndTime: span.end.format(),
    weekdays: bookingType === BookingType.multiple ? chosenWeekdays(values) : [],
    includeWeekends: !standard && values.includeWeekends,
    includeHolidays: !standard && values.includeHolidays,
    numberOfTeachers: values.numberOfTeachers ?? 1,
    qualification: values.qualification,
    gender: values.gender,
    genderJustification: values.gender === 0 ? null : trimmedOrNull(values.genderJustification),
    ageGroup: values.ageGroup,
    teacherTalentPool: values.teacherTalentPool,
    inviteType: values.inviteType,
    favouriteTeacherIds: favourite ? [...new Set(values.favouriteTeacherIds)].sort((a, b) => a - b) : [],
    inviteRange: values.inviteRange,
    notes: trimmedOrNull(values.notes),
    autoConfirm: values.autoConfirm,
    voucherId: values.voucherId ?? null,
  }
  return draft
}

/**
 * The working days of a span as the server plans them, leaving out public
 * holidays (only the server knows the centre's region): every day of a
 * single-day booking; otherwise weekdays (and weekends when included),
 * restricted to the chosen weekdays of a weekly repeat.
 */
export function workingDayCount(span: DraftSpan, values: JobFormValues, bookingType: BookingType): number {
  if (!isMultiDay(span)) return 1
  const repeat = bookingType === BookingType.multiple ? chosenWeekdays(values) : []
  let count = 0
  for (let day = span.first; !day.isAfter(span.last, 'day'); day = day.add(1, 'day')) {
    const iso = day.day() === 0 ? 7 : day.day()
    if (repeat.length && !repeat.includes(iso)) continue
    if (!values.includeWeekends && WEEKEND_DAYS.includes(iso)) continue
    count += 1
  }
  return count
}

/**
 * The favourites picker's request: a favourite invite over several days with
 * the qualification and talent pool chosen and a start still ahead; null until then.
 */
export function pickerRequest(values: JobFormValues, bookingType: BookingType, now: Dayjs): FavouritePickerRequest | null {
  const span = draftSpan(values, bookingType)
  if (values.inviteType !== InviteType.favourite || bookingType === BookingType.standard) return null
  if (!span || !isMultiDay(span) || span.start.isBefore(now)) return null
  if (values.teacherTalentPool === null || values.teacherTalentPool === undefined) return null
  if (bookingType === BookingType.multiple && !chosenWeekdays(values).length) return null
  return {
    bookingType,
    jobStartTime: span.start.format(),
    jobEndTime: span.end.format(),
    qualification: values.qualification,
    gender: values.gender,
    teacherTalentPool: values.teacherTalentPool,
    weekdays: bookingType === BookingType.multiple ? chosenWeekdays(values) : [],
    includeWeekends: values.includeWeekends,
    includeHolidays: values.includeHolidays,
    ageGroup: values.ageGroup,
  }
}
