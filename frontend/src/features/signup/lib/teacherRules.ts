/**
 * The teacher sign-up's field rules, as the server has them (docs/rules.md,
 * "Teacher sign-up and vetting"): the form says what is wrong before anything
 * is sent, and the server has the last word.
 */

/** The Teaching Council's registration number: 4 to 7 digits, spaces ignored. */
export function registrationNumberOf(text: string): string | null {
  const digits = text.replace(/\s/g, '')
  return /^\d{4,7}$/.test(digits) ? digits : null
}

export const MINIMUM_AGE = 18
export const MAXIMUM_AGE = 90

export type BirthdayProblem = 'future' | 'tooYoung' | 'tooOld'

function yearsBetween(born: string, today: string): number {
  const [bornYear, bornMonth, bornDay] = born.split('-').map(Number) as [number, number, number]
  const [year, month, day] = today.split('-').map(Number) as [number, number, number]
  const beforeBirthday = month < bornMonth || (month === bornMonth && day < bornDay)
  return year - bornYear - (beforeBirthday ? 1 : 0)
}

/** Why a birthday (`YYYY-MM-DD`) cannot be a relief teacher's on `today` (New Zealand's date), or null. */
export function birthdayProblem(birthday: string, today: string): BirthdayProblem | null {
  if (birthday > today) return 'future'
  const age = yearsBetween(birthday, today)
  if (age < MINIMUM_AGE) return 'tooYoung'
  if (age > MAXIMUM_AGE) return 'tooOld'
  return null
}

/** Qualification 2: an unqualified teacher has no registration number. */
export const UNQUALIFIED = 2

export function needsRegistration(qualification: number | null | undefined): boolean {
  return qualification !== undefined && qualification !== null && qualification !== UNQUALIFIED
}

/** The travel radius a new teacher starts from (km). */
export const INITIAL_RADIUS_KM = 20
export const NAME_MAX_LENGTH = 64
