/**
 * Fill figures as the statistics calls answer them (the console's, for the
 * platform or one centre, and the centre's own on its dashboard): periods of
 * local days, shares, durations and the lead-time buckets.
 */

/** The longest period the statistics answer, in days (both ends counted), as the server does. */
export const MAX_PERIOD_DAYS = 366

/** Lead-time buckets in the order they are shown. */
export const LEAD_TIMES = ['sameDay', 'oneDay', 'twoToSeven', 'eightPlus'] as const
export type LeadTime = (typeof LEAD_TIMES)[number]

export interface PeriodDays {
  dateFrom: string
  dateTo: string
}

const DAY_MS = 86_400_000

/** Days of a period, both ends counted (ISO dates). */
export function periodLength(period: PeriodDays): number {
  const from = Date.parse(`${period.dateFrom}T00:00:00Z`)
  const to = Date.parse(`${period.dateTo}T00:00:00Z`)
  return Math.round((to - from) / DAY_MS) + 1
}

/** Why a period cannot be asked for, or null when it can. */
export function periodProblem(period: PeriodDays): 'reversed' | 'tooLong' | null {
  const days = periodLength(period)
  if (days < 1) return 'reversed'
  if (days > MAX_PERIOD_DAYS) return 'tooLong'
  return null
}

/** The `days` days to `today` (an ISO date), today counted. */
export function lastDays(today: string, days: number): PeriodDays {
  const end = Date.parse(`${today}T00:00:00Z`)
  const start = new Date(end - (days - 1) * DAY_MS).toISOString().slice(0, 10)
  return { dateFrom: start, dateTo: today }
}

/** The 30 days to `today` (an ISO date), the statistics' first period. */
export function lastThirtyDays(today: string): PeriodDays {
  return lastDays(today, 30)
}

/** From the 1st of January to `today` (an ISO date). */
export function yearToDate(today: string): PeriodDays {
  return { dateFrom: `${today.slice(0, 4)}-01-01`, dateTo: today }
}

/** A share (0..1) as a percentage with one place, or '–' when there is none. */
export function percentText(rate: number | null | undefined): string {
  if (rate === null || rate === undefined) return '–'
  return `${(Math.round(rate * 1000) / 10).toFixed(1)}%`
}

export interface Duration {
  days: number
  hours: number
  minutes: number
}

/** Seconds as whole days, hours and minutes (rounded to the minute). */
export function duration(seconds: number): Duration {
  const minutes = Math.round(seconds / 60)
  return { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 }
}

/** A fill breakdown's bars: filled and unfilled teacher-days of a slice. */
export function fillValues(row: { requestedDays: number; filledDays: number }): Record<'filled' | 'unfilled', number> {
  return { filled: row.filledDays, unfilled: Math.max(0, row.requestedDays - row.filledDays) }
}

/** Rows of a lead-time breakdown in the buckets' order (same day first). */
export function byLeadTime<TRow extends { key: string }>(rows: readonly TRow[]): TRow[] {
  const rank = (key: string) => LEAD_TIMES.indexOf(key as LeadTime)
  return [...rows].sort((a, b) => rank(a.key) - rank(b.key))
}
