/**
 * The booking rules of spec section 5 that the creation form can break,
 * checked before anything is sent. The server checks the same rules with the
 * same words (docs/api.md, "The draft"); its refusals name the field they
 * concern, which `serverProblems.ts` finds on the form.
 */
import type { Dayjs } from 'dayjs'

import type { FavouritePicker } from '../api/favouritePicker'
import {
  BookingType,
  draftSpan,
  InviteType,
  isMultiDay,
  type JobFormValues,
  workingDayCount,
} from './bookingForm'

/** The form fields a problem is shown on. */
export type ProblemField =
  | 'date'
  | 'dateRange'
  | 'startTime'
  | 'endTime'
  | 'weekdays'
  | 'genderJustification'
  | 'ageGroup'
  | 'teacherTalentPool'
  | 'inviteType'
  | 'favouriteTeacherIds'

export interface ProblemRule {
  messageKey: string
  /** `required`: an empty field, prompted once touched or on Book; `rule`: a value that breaks a rule, shown at once. */
  kind: 'required' | 'rule'
  /** `quote`: no live rate until it is solved; `book`: the rate shows, booking waits. */
  blocks: 'quote' | 'book'
}

export const RULES = {
  dateRequired: { messageKey: 'jobCreation.validation.dateRequired', kind: 'required', blocks: 'quote' },
  datesRequired: { messageKey: 'jobCreation.validation.datesRequired', kind: 'required', blocks: 'quote' },
  startTimeRequired: { messageKey: 'jobCreation.validation.startTimeRequired', kind: 'required', blocks: 'quote' },
  endTimeRequired: { messageKey: 'jobCreation.validation.endTimeRequired', kind: 'required', blocks: 'quote' },
  startInPast: { messageKey: 'jobCreation.validation.startInPast', kind: 'rule', blocks: 'quote' },
  endBeforeStart: { messageKey: 'jobCreation.validation.endBeforeStart', kind: 'rule', blocks: 'quote' },
  dayEndsBeforeStart: { messageKey: 'jobCreation.validation.dayEndsBeforeStart', kind: 'rule', blocks: 'quote' },
  minimumHours: { messageKey: 'jobCreation.validation.minimumHours', kind: 'rule', blocks: 'quote' },
  atMostOneYear: { messageKey: 'jobCreation.validation.atMostOneYear', kind: 'rule', blocks: 'quote' },
  standardWindow: { messageKey: 'jobCreation.validation.standardWindow', kind: 'rule', blocks: 'quote' },
  weekdaysRequired: { messageKey: 'jobCreation.validation.weekdaysRequired', kind: 'required', blocks: 'quote' },
  noWorkingDays: { messageKey: 'jobCreation.validation.noWorkingDays', kind: 'rule', blocks: 'quote' },
  teachersRequired: { messageKey: 'jobCreation.validation.teachersRequired', kind: 'required', blocks: 'quote' },
  genderJustification: { messageKey: 'jobCreation.validation.genderJustification', kind: 'required', blocks: 'quote' },
  ageGroupRequired: { messageKey: 'jobCreation.validation.ageGroupRequired', kind: 'required', blocks: 'quote' },
  talentPoolRequired: { messageKey: 'jobCreation.validation.talentPoolRequired', kind: 'required', blocks: 'quote' },
  favouriteSingleDay: { messageKey: 'jobCreation.validation.favouriteSingleDay', kind: 'rule', blocks: 'quote' },
  favouriteGender: { messageKey: 'jobCreation.validation.favouriteGender', kind: 'rule', blocks: 'book' },
  favouriteUnavailable: { messageKey: 'jobCreation.validation.favouriteUnavailable', kind: 'rule', blocks: 'book' },
  favouriteTooFew: { messageKey: 'jobCreation.validation.favouriteTooFew', kind: 'rule', blocks: 'book' },
  favouriteTooFewOne: { messageKey: 'jobCreation.validation.favouriteTooFewOne', kind: 'rule', blocks: 'book' },
  favouriteNotFavourite: { messageKey: 'jobCreation.validation.favouriteNotFavourite', kind: 'rule', blocks: 'book' },
} as const satisfies Record<string, ProblemRule>

export type ProblemCode = keyof typeof RULES

export interface Problem {
  code: ProblemCode
  /** The field it is shown on; null: shown with the quote. */
  field: ProblemField | null
  /** Interpolations of the message. */
  values?: Record<string, string | number>
}

export function ruleOf(problem: Problem): ProblemRule {
  return RULES[problem.code]
}

/** The most days a booking may span (the server's limit: one year). */
export const MAX_SPAN_DAYS = 366

/**
 * How far ahead a Standard Booking may start (spec section 9: 14 days). The
 * server's `pre_booking_window_days` setting decides; when an administrator
 * changes it, the server's message (with its number) is shown instead.
 */
export const STANDARD_WINDOW_DAYS = 14

export interface ValidationContext {
  bookingType: BookingType
  now: Dayjs
  /** The favourites picker's answer for this draft, when the invite is to favourites. */
  favourites?: FavouritePicker | null
}

function dateField(bookingType: BookingType): ProblemField {
  return bookingType === BookingType.standard ? 'date' : 'dateRange'
}

/** Every problem of the draft, in the order the server would name them. */
export function validateBooking(values: JobFormValues, context: ValidationContext): Problem[] {
  const { bookingType, now } = context
  const problems: Problem[] = []
  const add = (code: ProblemCode, field: ProblemField | null, extra?: Record<string, string | number>) =>
    problems.push(extra ? { code, field, values: extra } : { code, field })

  const hasDates = bookingType === BookingType.standard ? Boolean(values.date) : Boolean(values.dateRange)
  if (!hasDates) add(bookingType === BookingType.standard ? 'dateRequired' : 'datesRequired', dateField(bookingType))
  if (!values.startTime) add('startTimeRequired', 'startTime')
  if (!values.endTime) add('endTimeRequired', 'endTime')
  const span = draftSpan(values, bookingType)

  if (span) {
    if (span.start.isBefore(now)) add('startInPast', 'startTime')
    if (span.end.isBefore(span.start)) add('endBeforeStart', 'endTime')
  }
  if (values.numberOfTeachers === null || values.numberOfTeachers < 1) add('teachersRequired', null)
  if (values.gender !== 0 && !values.genderJustification.trim()) add('genderJustification', 'genderJustification')
  if (values.ageGroup === null || values.ageGroup === undefined) add('ageGroupRequired', 'ageGroup')
  if (values.teacherTalentPool === null || values.teacherTalentPool === undefined) {
    add('talentPoolRequired', 'teacherTalentPool')
  }
  if (!span) return problems

  const endsLaterInDay = span.end.hour() * 60 + span.end.minute() > span.start.hour() * 60 + span.start.minute()
  if (!span.end.isBefore(span.start) && !endsLaterInDay) add('dayEndsBeforeStart', 'endTime')
  const spanDays = span.last.diff(span.first, 'day')
  if (spanDays > MAX_SPAN_DAYS) {
    add('atMostOneYear', dateField(bookingType))
    return problems
  }
  if (bookingType === BookingType.standard && span.first.isAfter(now.startOf('day').add(STANDARD_WINDOW_DAYS, 'day'), 'day')) {
    add('standardWindow', 'date', { days: STANDARD_WINDOW_DAYS })
  }
  if (bookingType === BookingType.multiple && values.weekdays.length === 0) add('weekdaysRequired', 'weekdays')

  const multiDay = isMultiDay(span)
  if (!multiDay && values.inviteType === InviteType.favourite) add('favouriteSingleDay', 'inviteType')
  if (multiDay && (bookingType !== BookingType.multiple || values.weekdays.length > 0)) {
    if (workingDayCount(span, values, bookingType) === 0) add('noWorkingDays', dateField(bookingType))
  }

  if (multiDay && values.inviteType === InviteType.favourite && context.favourites) {
    problems.push(...favouriteProblems(values, context.favourites))
  }
  return problems
}

/**
 * A favourite invite needs enough favourites who can take every day, and the
 * centre must tick at least as many as it asks for (spec section 5).
 */
export function favouriteProblems(values: JobFormValues, picker: FavouritePicker): Problem[] {
  const wanted = values.numberOfTeachers ?? 1
  const ticked = picker.list.filter((teacher) => values.favouriteTeacherIds.includes(teacher.teacherId))
  const field: ProblemField = 'favouriteTeacherIds'
  if (values.gender !== 0) {
    const pool = ticked.length ? ticked : picker.list
    if (pool.length && !pool.some((teacher) => teacher.gender === values.gender)) {
      return [{ code: 'favouriteGender', field }]
    }
  }
  if (picker.availableCount < wanted) return [{ code: 'favouriteUnavailable', field }]
  if (values.favouriteTeacherIds.length < wanted) {
    return [wanted === 1 ? { code: 'favouriteTooFewOne', field } : { code: 'favouriteTooFew', field, values: { number: wanted } }]
  }
  if (ticked.filter((teacher) => teacher.available).length < wanted) return [{ code: 'favouriteUnavailable', field }]
  return []
}

export function blocksQuote(problems: readonly Problem[]): boolean {
  return problems.some((problem) => ruleOf(problem).blocks === 'quote')
}

/**
 * The problems to show now: rules as soon as they are broken, empty required
 * fields once touched or once the centre tried to book.
 */
export function visibleProblems(
  problems: readonly Problem[],
  touched: ReadonlySet<string>,
  submitted: boolean,
): Problem[] {
  return problems.filter(
    (problem) =>
      submitted || ruleOf(problem).kind === 'rule' || (problem.field !== null && touched.has(problem.field)),
  )
}

/** The first problem of each field (a field shows one message at a time). */
export function problemsByField<P extends { field: ProblemField | null }>(problems: readonly P[]): Map<ProblemField, P> {
  const byField = new Map<ProblemField, P>()
  for (const problem of problems) {
    if (problem.field && !byField.has(problem.field)) byField.set(problem.field, problem)
  }
  return byField
}
