/** Rate range 1 to 4 and its hourly band in NZD (spec section 9). */
const BANDS: Record<number, string> = { 1: '$24-26', 2: '$27-29', 3: '$30-32', 4: '$33-36' }

export function rateBand(rateRange: number): string {
  return BANDS[rateRange] ?? '–'
}

/** Application status 1 applied ... 5 withdrawn, with its tag colour. */
export const APPLICATION_COLOURS: Record<number, string> = {
  1: 'processing',
  2: 'gold',
  3: 'success',
  4: 'default',
  5: 'default',
}

/** Offer status 1 open ... 4 expired, with its tag colour. */
export const OFFER_COLOURS: Record<number, string> = { 1: 'green', 2: 'default', 3: 'blue', 4: 'orange' }

/** Whether the teacher can apply: the offer is open and they have no live application. */
export function mayApply(offerStatus: number, applicationStatus: number | null | undefined): boolean {
  return offerStatus === 1 && (applicationStatus === null || applicationStatus === undefined || applicationStatus === 5)
}

/** Whether the teacher can withdraw: applied or shortlisted on an open offer. */
export function mayWithdraw(offerStatus: number, applicationStatus: number | null | undefined): boolean {
  return offerStatus === 1 && (applicationStatus === 1 || applicationStatus === 2)
}
