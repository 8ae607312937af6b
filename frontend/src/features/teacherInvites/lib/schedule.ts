import { formatInZone, zonedDate } from '@/shared/lib/platformTime'

import type { InviteDay } from '../api/inviteList'

/** Working hours of one day: end - start - unpaid break (product rules, "Rates and hours"). */
export function workingHours(day: Pick<InviteDay, 'startsAt' | 'endsAt' | 'breakMinutes'>): number {
  const minutes = (Date.parse(day.endsAt) - Date.parse(day.startsAt)) / 60_000 - day.breakMinutes
  return Math.max(0, minutes) / 60
}

export interface ScheduleSummary {
  dayCount: number
  /** First and last day's start, for the date range. */
  firstStartsAt: string
  lastStartsAt: string
  /** The first day's hours; `sameHours` says whether every day keeps them. */
  startsAt: string
  endsAt: string
  breakMinutes: number
  sameHours: boolean
  totalHours: number
  /** Working hours times each day's rate (boost included), in dollars. */
  estimatedPay: number
}

const wallClock = (value: string) => formatInZone(value, 'HH:mm')

/** The days of an invite, summed up: dates, hours in New Zealand time, total hours and pay. */
export function scheduleSummary(days: readonly InviteDay[]): ScheduleSummary | null {
  const sorted = [...days].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))
  const first = sorted[0]
  const last = sorted[sorted.length - 1]
  if (!first || !last) return null
  const sameHours = sorted.every(
    (day) =>
      wallClock(day.startsAt) === wallClock(first.startsAt) &&
      wallClock(day.endsAt) === wallClock(first.endsAt) &&
      day.breakMinutes === first.breakMinutes,
  )
  let totalHours = 0
  let estimatedPay = 0
  for (const day of sorted) {
    const hours = workingHours(day)
    totalHours += hours
    estimatedPay += hours * Number(day.hourlyRate)
  }
  return {
    dayCount: new Set(sorted.map((day) => zonedDate(day.startsAt))).size,
    firstStartsAt: first.startsAt,
    lastStartsAt: last.startsAt,
    startsAt: first.startsAt,
    endsAt: first.endsAt,
    breakMinutes: first.breakMinutes,
    sameHours,
    totalHours: Math.round(totalHours * 100) / 100,
    estimatedPay: Math.round(estimatedPay * 100) / 100,
  }
}

export interface Countdown {
  over: boolean
  /** `m:ss` under an hour, `h:mm:ss` from an hour. */
  text: string
  seconds: number
}

/** Time left until a moment, as a ticking clock text. */
export function countdown(until: string, now: number): Countdown {
  const left = Math.max(0, Math.floor((Date.parse(until) - now) / 1000))
  const hours = Math.floor(left / 3600)
  const minutes = Math.floor((left % 3600) / 60)
  const seconds = left % 60
  const pad = (value: number) => String(value).padStart(2, '0')
  const text = hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`
  return { over: left === 0, text, seconds: left }
}
