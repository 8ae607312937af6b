import dayjs, { type Dayjs } from 'dayjs'
import timezone from 'dayjs/plugin/timezone'
import utc from 'dayjs/plugin/utc'

dayjs.extend(utc)
dayjs.extend(timezone)

/**
 * The platform's time zone (product rules, "Time, money, places"): times are
 * stored in UTC and shown in New Zealand time, wherever the browser is. A
 * relief day at 08:30 is 08:30 in Auckland on a phone set to any zone.
 */
export const PLATFORM_TIME_ZONE = 'Pacific/Auckland'

export type Moment = string | number | Date | Dayjs

/** A moment as seen in the platform's zone. */
export function inPlatformZone(value: Moment): Dayjs {
  return dayjs(value).tz(PLATFORM_TIME_ZONE)
}

/** A moment formatted in the platform's zone, in the current dayjs language. */
export function formatInZone(value: Moment, format: string): string {
  return inPlatformZone(value).format(format)
}

/** The platform zone's calendar date (YYYY-MM-DD) of a moment. */
export function zonedDate(value: Moment): string {
  return inPlatformZone(value).format('YYYY-MM-DD')
}

/** A wall-clock date (YYYY-MM-DD) and time (HH:mm) in the platform's zone, as a moment. */
export function zonedMoment(date: string, time: string): Dayjs {
  return dayjs.tz(`${date}T${time}:00`, PLATFORM_TIME_ZONE)
}

/** ISO 8601 with the platform zone's offset, as the API takes it: `2026-11-25T08:00:00+13:00`. */
export function isoWithOffset(value: Moment): string {
  return inPlatformZone(value).format('YYYY-MM-DDTHH:mm:ssZ')
}

/**
 * Minutes from one moment to another, rounded down; negative when `to` is
 * earlier. Used for "expires in" texts.
 */
export function minutesBetween(from: Moment, to: Moment): number {
  return Math.floor(dayjs(to).diff(dayjs(from), 'second') / 60)
}
