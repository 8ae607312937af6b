import type { FillRow } from '../api/statisticsOverview'

/** The longest period the statistics answer, in days (both ends counted), as the server does. */
export const MAX_PERIOD_DAYS = 366

/** Lead-time buckets in the order they are shown. */
export const LEAD_TIMES = ['sameDay', 'oneDay', 'twoToSeven', 'eightPlus'] as const

export interface PeriodDays {
  dateFrom: string
  dateTo: string
}

/** Days of a period, both ends counted (ISO dates). */
export function periodLength(period: PeriodDays): number {
  const from = Date.parse(`${period.dateFrom}T00:00:00Z`)
  const to = Date.parse(`${period.dateTo}T00:00:00Z`)
  return Math.round((to - from) / 86_400_000) + 1
}

/** Why a period cannot be asked for, or null when it can. */
export function periodProblem(period: PeriodDays): 'reversed' | 'tooLong' | null {
  const days = periodLength(period)
  if (days < 1) return 'reversed'
  if (days > MAX_PERIOD_DAYS) return 'tooLong'
  return null
}

/** The 30 days to `today` (an ISO date), the screen's first period. */
export function lastThirtyDays(today: string): PeriodDays {
  const end = Date.parse(`${today}T00:00:00Z`)
  const start = new Date(end - 29 * 86_400_000).toISOString().slice(0, 10)
  return { dateFrom: start, dateTo: today }
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

/** Rows ordered for a chart: lead times in their order, weekdays Monday first, others by key. */
export function ordered(rows: readonly FillRow[], kind: 'leadTime' | 'weekday' | 'other'): FillRow[] {
  const rank = (key: string): number => {
    if (kind === 'leadTime') return LEAD_TIMES.indexOf(key as (typeof LEAD_TIMES)[number])
    if (kind === 'weekday') return Number(key)
    return 0
  }
  return [...rows].sort((a, b) => rank(a.key) - rank(b.key) || a.key.localeCompare(b.key))
}

/** A fill breakdown's bars: filled and unfilled teacher-days of each slice. */
export function fillValues(row: FillRow): Record<'filled' | 'unfilled', number> {
  return { filled: row.filledDays, unfilled: Math.max(0, row.requestedDays - row.filledDays) }
}

/** The outcomes of a teacher's jobs, in the order they are shown. */
export const OUTCOMES = ['finished', 'left', 'open', 'canceled'] as const
export type Outcome = (typeof OUTCOMES)[number]

/**
 * A teacher's job records of the period by outcome: finished, left (leave
 * asked), still open (in progress or to come) and canceled; `jobs` counts
 * every one but the canceled.
 */
export function jobOutcomes(figures: { jobs: number; finished: number; left: number; canceled: number }): Record<Outcome, number> {
  return {
    finished: figures.finished,
    left: figures.left,
    open: Math.max(0, figures.jobs - figures.finished - figures.left),
    canceled: figures.canceled,
  }
}

/** Whose figures the screen shows. */
export type Subject =
  | { view: 'platform' }
  | { view: 'centre'; centreId: number | null }
  | { view: 'teacher'; teacherId: number | null }

function positiveId(value: string | null): number | null {
  if (value === null || !/^\d{1,12}$/.test(value)) return null
  const id = Number(value)
  return id > 0 ? id : null
}

/**
 * The subject an address asks for: `?teacher=12` or `?centre=3` (a link from
 * a teacher's record), `?view=teacher` or `?view=centre` before one is chosen;
 * the platform otherwise.
 */
export function subjectFrom(params: URLSearchParams): Subject {
  const view = params.get('view')
  const teacherId = positiveId(params.get('teacher'))
  const centreId = positiveId(params.get('centre'))
  if (view === 'teacher' || (view === null && teacherId !== null)) return { view: 'teacher', teacherId }
  if (view === 'centre' || (view === null && centreId !== null)) return { view: 'centre', centreId }
  return { view: 'platform' }
}

/** The address's search of a subject (the inverse of `subjectFrom`). */
export function subjectParams(subject: Subject): Record<string, string> {
  if (subject.view === 'teacher') return subject.teacherId === null ? { view: 'teacher' } : { teacher: String(subject.teacherId) }
  if (subject.view === 'centre') return subject.centreId === null ? { view: 'centre' } : { centre: String(subject.centreId) }
  return {}
}
