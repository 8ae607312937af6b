import { formatInZone } from '@/shared/lib/platformTime'

import type { Quote } from '../api/quoteDraft'

/** The quoted days summed up for the check before booking. */
export interface QuoteFacts {
  /** First and last day, YYYY-MM-DD. */
  first: string
  last: string
  dayCount: number
  /** Every day's start and end (ISO) and break, when all days share them; null when they differ. */
  times: { startsAt: string; endsAt: string; breakMinutes: number } | null
  /** The lowest and highest hourly rate of the days (weekends and holidays cost more). */
  lowestRate: string
  highestRate: string
}

/** The wall-clock time of an instant in the centre's zone (a day across a clock change keeps its 08:30). */
function clock(iso: string): string {
  return formatInZone(iso, 'HH:mm')
}

/** The quote's days summed up; null for a quote without days. */
export function quoteFacts(quote: Quote): QuoteFacts | null {
  const [firstDay] = quote.days
  const lastDay = quote.days.at(-1)
  if (!firstDay || !lastDay) return null
  const sameTimes = quote.days.every(
    (day) =>
      clock(day.startsAt) === clock(firstDay.startsAt) &&
      clock(day.endsAt) === clock(firstDay.endsAt) &&
      day.breakMinutes === firstDay.breakMinutes,
  )
  const rates = quote.days.map((day) => day.hourlyRate).sort((a, b) => Number(a) - Number(b))
  return {
    first: firstDay.date,
    last: lastDay.date,
    dayCount: quote.days.length,
    times: sameTimes
      ? { startsAt: firstDay.startsAt, endsAt: firstDay.endsAt, breakMinutes: firstDay.breakMinutes }
      : null,
    lowestRate: rates[0] ?? quote.liveRate,
    highestRate: rates.at(-1) ?? quote.liveRate,
  }
}
