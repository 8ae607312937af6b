/** How soon a document expires counts as "soon" (the documents' warning period). */
export const EXPIRY_WARNING_DAYS = 30

export type ExpiryState = 'expired' | 'soon' | 'valid' | 'unknown'

function dayNumber(date: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!match) return null
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / 86_400_000
}

/**
 * A document date against today's date (both `YYYY-MM-DD`, the platform's
 * calendar): expired once the day has passed, "soon" within the warning period.
 */
export function expiryState(expiresOn: string | null | undefined, today: string): ExpiryState {
  if (!expiresOn) return 'unknown'
  const expires = dayNumber(expiresOn)
  const now = dayNumber(today)
  if (expires === null || now === null) return 'unknown'
  if (expires < now) return 'expired'
  if (expires - now <= EXPIRY_WARNING_DAYS) return 'soon'
  return 'valid'
}
