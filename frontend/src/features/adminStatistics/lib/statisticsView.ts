import type { FillRow } from '../api/statisticsOverview'
import { LEAD_TIMES } from '@/shared/lib/fillFigures'

// Periods, shares, durations and lead times are the centre's own figures' too (shared/lib/fillFigures).
export {
  duration,
  type Duration,
  fillValues,
  LEAD_TIMES,
  lastThirtyDays,
  MAX_PERIOD_DAYS,
  type PeriodDays,
  percentText,
  periodLength,
  periodProblem,
} from '@/shared/lib/fillFigures'

/** Rows ordered for a chart: lead times in their order, weekdays Monday first, others by key. */
export function ordered(rows: readonly FillRow[], kind: 'leadTime' | 'weekday' | 'other'): FillRow[] {
  const rank = (key: string): number => {
    if (kind === 'leadTime') return LEAD_TIMES.indexOf(key as (typeof LEAD_TIMES)[number])
    if (kind === 'weekday') return Number(key)
    return 0
  }
  return [...rows].sort((a, b) => rank(a.key) - rank(b.key) || a.key.localeCompare(b.key))
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
