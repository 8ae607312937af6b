import dayjs, { type Dayjs } from 'dayjs'
import timezone from 'dayjs/plugin/timezone'
import utc from 'dayjs/plugin/utc'

dayjs.extend(utc)
dayjs.extend(timezone)

/**
 * Bookings are shown in the centre's time zone (product rules, "Time, money,
 * places"): a relief day at a New Zealand centre starts at 08:30 there,
 * wherever the browser is.
 */
export const CENTRE_TIME_ZONE = 'Pacific/Auckland'

/** A timestamp as a moment in the centre's time zone. */
export function inCentreZone(value: string | number | Date | Dayjs): Dayjs {
  return dayjs(value).tz(CENTRE_TIME_ZONE)
}

/** Formats a timestamp in the centre's zone, in the current dayjs language. */
export function formatInCentreZone(value: string | Dayjs, format: string): string {
  return inCentreZone(value).format(format)
}

/** The centre's calendar date (YYYY-MM-DD) of a day chosen in a date picker. */
export function centreDate(day: Dayjs): string {
  return day.format('YYYY-MM-DD')
}

export interface Countdown {
  /** The moment has passed. */
  over: boolean
  /** `m:ss` under an hour, `h:mm:ss` from an hour. */
  text: string
  /** Whole seconds left (0 once over). */
  seconds: number
}

/** Time left until `endsAt`, as a ticking clock text. */
export function countdown(endsAt: string | Dayjs, now: Dayjs | number): Countdown {
  const left = Math.max(0, Math.floor(dayjs(endsAt).diff(dayjs(now), 'second')))
  const hours = Math.floor(left / 3600)
  const minutes = Math.floor((left % 3600) / 60)
  const seconds = left % 60
  const pad = (value: number) => String(value).padStart(2, '0')
  const text = hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`
  return { over: left === 0, text, seconds: left }
}

/** Whether a timestamp lies in the future. */
export function isAfterNow(value: string | Dayjs, now: Dayjs | number = Date.now()): boolean {
  return dayjs(value).isAfter(dayjs(now))
}

/**
 * A date picker works in the browser's zone. To let the centre pick a time of
 * its own zone, the picker shows the centre's wall-clock time...
 */
export function toPickerTime(value: string | Dayjs): Dayjs {
  return dayjs(inCentreZone(value).format('YYYY-MM-DDTHH:mm:ss'))
}

/** ...and the wall-clock time picked is read back as that time in the centre's zone. */
export function fromPickerTime(picked: Dayjs): Dayjs {
  return dayjs.tz(picked.format('YYYY-MM-DDTHH:mm:ss'), CENTRE_TIME_ZONE)
}
