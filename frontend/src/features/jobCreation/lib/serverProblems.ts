/**
 * The server's refusals of a draft, shown on the form field they name
 * (`rtn_data.field`), worded by their code in the chosen language
 * (shared/refusals). A refusal that names no field of the form is no problem
 * of the form: the page shows its text as it shows any other failure.
 */
import { type ApiError } from '@/shared/api/ApiError'
import { type Refusal, refusalOf } from '@/shared/refusals'

import type { ProblemField } from './validation'

/** A refusal of the server on a field of the form. */
export interface ServerProblem {
  field: ProblemField
  refusal: Refusal
  /** The refusal as it was worded when it came (shown if the catalogue lacks its code). */
  text: string
}

/** The form field of each request field the booking calls name. */
const FORM_FIELDS: Record<string, ProblemField> = {
  jobStartTime: 'startTime',
  jobEndTime: 'endTime',
  weekdays: 'weekdays',
  genderJustification: 'genderJustification',
  ageGroup: 'ageGroup',
  teacherTalentPool: 'teacherTalentPool',
  inviteType: 'inviteType',
  favouriteTeacherIds: 'favouriteTeacherIds',
}

/**
 * The refusals about the days a draft covers (bookings 40633 longer than a
 * year, 40634 beyond the Standard Booking window, 40637 no working days):
 * they name the start or end time, whose day the form's date field holds.
 */
const ABOUT_DAYS = new Set([40633, 40634, 40637])

/**
 * The problem a refusal names on the form, or null when it names no field of
 * the form. `dateField` is the page's date field: a Standard Booking has one
 * day, the others a range.
 */
export function problemFromServer(error: ApiError, dateField: 'date' | 'dateRange' = 'dateRange'): ServerProblem | null {
  const refusal = refusalOf(error.code, error.data)
  const field = refusal.field === null ? undefined : FORM_FIELDS[refusal.field]
  if (field === undefined) return null
  return { field: ABOUT_DAYS.has(refusal.code) ? dateField : field, refusal, text: error.msg }
}
