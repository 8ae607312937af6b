import type { Dayjs } from 'dayjs'

/** Rate range 1 to 4 and its hourly band in NZD (spec section 9). */
export const RATE_RANGES = [
  { value: 1, from: 24, to: 26 },
  { value: 2, from: 27, to: 29 },
  { value: 3, from: 30, to: 32 },
  { value: 4, from: 33, to: 36 },
] as const

/** Work type 1 full-time, 2 part-time. */
export const WORK_TYPES = [1, 2] as const

/** Offer status 1 open, 2 closed, 3 filled, 4 expired, with the colour of its tag. */
export const OFFER_STATUS_COLOURS: Record<number, string> = {
  1: 'green',
  2: 'default',
  3: 'blue',
  4: 'orange',
}

/** Application status 1 applied, 2 shortlisted, 3 hired, 4 declined, 5 withdrawn. */
export const APPLICATION_STATUS_COLOURS: Record<number, string> = {
  1: 'processing',
  2: 'gold',
  3: 'success',
  4: 'default',
  5: 'default',
}

export function rateRangeText(value: number): string {
  const band = RATE_RANGES.find((range) => range.value === value)
  return band ? `$${band.from}-${band.to}` : '–'
}

export interface OfferDates {
  startsOn?: Dayjs | null
  endsOn?: Dayjs | null
  expiresOn?: Dayjs | null
}

/**
 * The translation key of what is wrong with an offer's dates, the server's
 * rules (docs/api.md, "Permanent job offers"): start not before today, end
 * not before start, expiry after start. `today` is the local day.
 */
export function offerDateProblem(dates: OfferDates, today: Dayjs): string | null {
  const { startsOn, endsOn, expiresOn } = dates
  if (startsOn && startsOn.isBefore(today, 'day')) return 'jobOffers.form.startPast'
  if (startsOn && endsOn && endsOn.isBefore(startsOn, 'day')) return 'jobOffers.form.endBeforeStart'
  if (startsOn && expiresOn && !expiresOn.isAfter(startsOn, 'day')) return 'jobOffers.form.expiryAfterStart'
  return null
}

/** Whether an application is still live: applied or shortlisted, on an open offer. */
function isLive(applicationStatus: number | null | undefined, offerStatus: number): boolean {
  return offerStatus === 1 && (applicationStatus === 1 || applicationStatus === 2)
}

/** Whether an application can still be decided by the centre (applied or shortlisted, offer open). */
export function isUndecided(applicationStatus: number, offerStatus: number): boolean {
  return isLive(applicationStatus, offerStatus)
}

/** Whether the teacher can apply: the offer is open and they have no live application. */
export function mayApply(offerStatus: number, applicationStatus: number | null | undefined): boolean {
  return offerStatus === 1 && (applicationStatus === null || applicationStatus === undefined || applicationStatus === 5)
}

/** Whether the teacher can withdraw: applied or shortlisted on an open offer. */
export function mayWithdraw(offerStatus: number, applicationStatus: number | null | undefined): boolean {
  return isLive(applicationStatus, offerStatus)
}
