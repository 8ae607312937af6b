/**
 * The server's time sheet rules (relief/timesheets/rules.py), mirrored so that
 * the centre's confirm dialog can show the hours and amount while the centre
 * adjusts, and the teacher's report can show the hours worked and what is
 * wrong before sending. Money is counted in whole cents, never in floating
 * dollars.
 */

/** A time sheet's status (spec section 4): to confirm, then confirmed (as is, adjusted or by default). */
export const TIME_SHEET_STATUS = { toConfirm: 1, confirmed: 2 } as const

/** The teacher may report the times worked only while the sheet is to confirm (there is none before the job ends). */
export function canReportTimes(sheet: { status: number } | null | undefined): boolean {
  return sheet?.status === TIME_SHEET_STATUS.toConfirm
}

/** end - start - break in whole minutes, never negative. */
export function paidMinutes(startMs: number, endMs: number, breakMinutes: number): number {
  const span = Math.floor((endMs - startMs) / 60_000)
  return Math.max(0, span - breakMinutes)
}

/** A non-negative integer numerator over a positive denominator, rounded half up. */
function divideHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator))
}

/** "32.00" → 3200. */
export function toCents(amount: string): number {
  const [whole = '0', fraction = ''] = amount.trim().split('.')
  return Number(whole) * 100 + Number((fraction + '00').slice(0, 2))
}

function centsText(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
}

/** Paid minutes as hours with 2 places: 450 → "7.50", 20 → "0.33". */
export function hoursText(minutes: number): string {
  return centsText(divideHalfUp(minutes * 100, 60))
}

/**
 * The hourly rate times the paid hours (to 2 places, as the invoice shows them),
 * rounded half up to the cent: ("32.50", 20) → 0.33 h → "10.73".
 */
export function amountText(hourlyRate: string, minutes: number): string {
  return centsText(divideHalfUp(toCents(hourlyRate) * divideHalfUp(minutes * 100, 60), 100))
}

export type TimesProblem = 'endBeforeStart' | 'breakTooLong' | null

/** What is wrong with adjusted or reported times, in the server's order, or null. */
export function timesProblem(startMs: number, endMs: number, breakMinutes: number): TimesProblem {
  if (endMs <= startMs) return 'endBeforeStart'
  if (breakMinutes >= Math.floor((endMs - startMs) / 60_000)) return 'breakTooLong'
  return null
}
