/**
 * The server's refusals (rtn_code 1000) in the words of docs/api.md, mapped
 * back onto the form's problems so they show on their field and in the chosen
 * language. A message that is none of these is shown as the server wrote it.
 */
import type { Problem, ProblemField } from './validation'

const EXACT: Record<string, Pick<Problem, 'code' | 'field'>> = {
  'The start time cannot be earlier than now.': { code: 'startInPast', field: 'startTime' },
  'The end time cannot be earlier than the start time.': { code: 'endBeforeStart', field: 'endTime' },
  'Each day must end later than it starts.': { code: 'dayEndsBeforeStart', field: 'endTime' },
  'Please give a reason for the gender preference.': { code: 'genderJustification', field: 'genderJustification' },
  'Please select the age group.': { code: 'ageGroupRequired', field: 'ageGroup' },
  'Please select the talent pool.': { code: 'talentPoolRequired', field: 'teacherTalentPool' },
  'Favourite invites are not available for single-day bookings.': { code: 'favouriteSingleDay', field: 'inviteType' },
  'The favourite teacher is unavailable during this period.': {
    code: 'favouriteUnavailable',
    field: 'favouriteTeacherIds',
  },
  'No matching favourite teachers for the gender preference.': { code: 'favouriteGender', field: 'favouriteTeacherIds' },
  'Only teachers in your favourites can be invited as favourites.': {
    code: 'favouriteNotFavourite',
    field: 'favouriteTeacherIds',
  },
  'Please choose the weekdays to repeat on.': { code: 'weekdaysRequired', field: 'weekdays' },
  'There are no working days in the chosen dates.': { code: 'noWorkingDays', field: 'dateRange' },
  'A booking can cover at most one year.': { code: 'atMostOneYear', field: 'dateRange' },
}

const PATTERNS: { pattern: RegExp; problem: (match: RegExpMatchArray) => Problem }[] = [
  {
    pattern: /^Please choose at least (\d+) favourite teachers?\.$/,
    problem: (match) =>
      Number(match[1]) === 1
        ? { code: 'favouriteTooFewOne', field: 'favouriteTeacherIds' }
        : { code: 'favouriteTooFew', field: 'favouriteTeacherIds', values: { number: Number(match[1]) } },
  },
  {
    pattern: /^Standard Booking can start at most (\d+) days ahead; use Advance Booking for later dates\.$/,
    problem: (match) => ({ code: 'standardWindow', field: 'date', values: { days: Number(match[1]) } }),
  },
  {
    pattern: /^Each day must be at least ([\d.]+) hours long\.$/,
    problem: (match) => ({ code: 'minimumHours', field: 'endTime', values: { hours: match[1] ?? '' } }),
  },
]

/**
 * The form problem a server message names, or null when it names none.
 * `dateField` is the page's date field: a Standard Booking has one day, the
 * others a range.
 */
export function problemFromServer(message: string, dateField: 'date' | 'dateRange' = 'dateRange'): Problem | null {
  const text = message.trim()
  const found = EXACT[text] ?? PATTERNS.map(({ pattern, problem }) => {
    const match = text.match(pattern)
    return match ? problem(match) : null
  }).find((problem) => problem !== null)
  if (!found) return null
  const field: ProblemField | null = found.field === 'date' || found.field === 'dateRange' ? dateField : found.field
  return { ...found, field }
}
