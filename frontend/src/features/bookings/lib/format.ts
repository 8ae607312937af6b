import dayjs from 'dayjs'
import type { TFunction } from 'i18next'

import { formatInCentreZone } from './dates'

/** NZD with the dollar sign: `"57.60"` → `$57.60`. */
export function money(amount: string | number): string {
  const value = typeof amount === 'number' ? amount : Number(amount)
  return Number.isFinite(value) ? `$${value.toFixed(2)}` : `$${amount}`
}

/** The hourly rate with the boost on top, when there is one: `$32.00/h + $3.00/h boost`. */
export function rateText(t: TFunction, hourlyRate: string, boostIncentive: string | null): string {
  const rate = t('bookings.format.perHour', { amount: money(hourlyRate) })
  if (!boostIncentive || Number(boostIncentive) === 0) return rate
  return t('bookings.format.rateWithBoost', { rate, boost: money(boostIncentive) })
}

/** A date in the centre's zone, worded for the current language. */
export function dateText(t: TFunction, value: string): string {
  return formatInCentreZone(value, t('bookings.format.date'))
}

/** A calendar date (`YYYY-MM-DD`, already the centre's), worded for the current language. */
export function plainDateText(t: TFunction, date: string): string {
  return dayjs(date).format(t('bookings.format.date'))
}

/** A time of day in the centre's zone. */
export function timeText(t: TFunction, value: string): string {
  return formatInCentreZone(value, t('bookings.format.time'))
}

/** A date and time in the centre's zone. */
export function dateTimeText(t: TFunction, value: string): string {
  return formatInCentreZone(value, t('bookings.format.dateTime'))
}

/** A recent moment, short: the day and time in the centre's zone. */
export function shortDateTimeText(t: TFunction, value: string): string {
  return formatInCentreZone(value, t('bookings.format.shortDateTime'))
}

/**
 * When a booking runs: its first day, its last day when there are several,
 * and the hours of each day, all in the centre's zone.
 */
export function bookingWhen(t: TFunction, booking: { startsAt: string; endsAt: string; days: number }): {
  dates: string
  hours: string
} {
  const first = dateText(t, booking.startsAt)
  const last = dateText(t, booking.endsAt)
  const dates = booking.days > 1 && first !== last ? t('bookings.format.dateRange', { from: first, to: last }) : first
  const hours = t('bookings.format.timeRange', { from: timeText(t, booking.startsAt), to: timeText(t, booking.endsAt) })
  return { dates, hours }
}
