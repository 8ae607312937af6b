import dayjs from 'dayjs'

import { isoWithOffset, zonedDate, zonedMoment } from '@/shared/lib/platformTime'

import type { UnavailableTime } from '../api/availabilityList'

/** The limits of `/api/teacher/availability/add` (docs/api.md). */
export const NOTE_MAX = 255
/** The availability list takes at most 92 days at a time. */
export const MAX_LIST_DAYS = 92

/** What the add form holds: a New Zealand date, and the hours unless the whole day is off. */
export interface SpanDraft {
  date: string | null
  allDay: boolean
  /** `HH:mm`, New Zealand time. */
  start: string | null
  end: string | null
  note?: string | null
}

export type SpanProblem = 'dateRequired' | 'timeRequired' | 'endNotAfterStart' | 'inPast' | 'overlaps' | 'noteTooLong'

export interface SpanTimes {
  startsAt: string
  endsAt: string
}

/** The draft as timestamps with New Zealand's offset; a whole day runs midnight to midnight. */
export function spanTimes(draft: SpanDraft): SpanTimes | null {
  if (!draft.date) return null
  if (draft.allDay) {
    const start = zonedMoment(draft.date, '00:00')
    const nextDay = dayjs(draft.date).add(1, 'day').format('YYYY-MM-DD')
    return { startsAt: isoWithOffset(start), endsAt: isoWithOffset(zonedMoment(nextDay, '00:00')) }
  }
  if (!draft.start || !draft.end) return null
  return {
    startsAt: isoWithOffset(zonedMoment(draft.date, draft.start)),
    endsAt: isoWithOffset(zonedMoment(draft.date, draft.end)),
  }
}

/**
 * Why the draft cannot be sent, or null: the end must come after the start,
 * the time must not have passed (it may have begun: it must end in the
 * future, as the server rules), and it must not overlap a time already marked.
 */
export function spanProblem(
  draft: SpanDraft,
  now: number,
  existing: readonly Pick<UnavailableTime, 'startsAt' | 'endsAt'>[] = [],
): SpanProblem | null {
  if (!draft.date) return 'dateRequired'
  if (!draft.allDay && (!draft.start || !draft.end)) return 'timeRequired'
  const times = spanTimes(draft)
  if (!times) return 'timeRequired'
  const starts = Date.parse(times.startsAt)
  const ends = Date.parse(times.endsAt)
  if (ends <= starts) return 'endNotAfterStart'
  if (ends <= now) return 'inPast'
  if (existing.some((span) => Date.parse(span.startsAt) < ends && starts < Date.parse(span.endsAt))) return 'overlaps'
  if ((draft.note ?? '').trim().length > NOTE_MAX) return 'noteTooLong'
  return null
}

/**
 * The days a month view shows: from a week before the month's first day to
 * two weeks after its last (the calendar pads the month with neighbouring days).
 */
export function visibleRange(month: string): { from: string; to: string } {
  const first = dayjs(month).startOf('month')
  return {
    from: first.subtract(7, 'day').format('YYYY-MM-DD'),
    to: first.endOf('month').add(14, 'day').format('YYYY-MM-DD'),
  }
}

/** The New Zealand dates a span covers (an end at midnight does not cover the next day). */
export function datesCovered(span: Pick<UnavailableTime, 'startsAt' | 'endsAt'>): string[] {
  const first = zonedDate(span.startsAt)
  const last = zonedDate(Date.parse(span.endsAt) - 1)
  const dates: string[] = []
  for (let day = dayjs(first); !day.isAfter(dayjs(last)) && dates.length <= 62; day = day.add(1, 'day')) {
    dates.push(day.format('YYYY-MM-DD'))
  }
  return dates
}

/** The spans of each New Zealand date, for the calendar's marks. */
export function spansByDate<T extends Pick<UnavailableTime, 'startsAt' | 'endsAt'>>(spans: readonly T[]): Map<string, T[]> {
  const byDate = new Map<string, T[]>()
  for (const span of spans) {
    for (const date of datesCovered(span)) {
      byDate.set(date, [...(byDate.get(date) ?? []), span])
    }
  }
  return byDate
}

/** Whether a span fills the whole of a New Zealand date. */
export function coversWholeDay(span: Pick<UnavailableTime, 'startsAt' | 'endsAt'>, date: string): boolean {
  const nextDay = dayjs(date).add(1, 'day').format('YYYY-MM-DD')
  return (
    Date.parse(span.startsAt) <= zonedMoment(date, '00:00').valueOf() &&
    Date.parse(span.endsAt) >= zonedMoment(nextDay, '00:00').valueOf()
  )
}
