import type { TFunction } from 'i18next'

import { durationText } from '@/shared/ui/duration/durationText'

/**
 * A booking's own time to fill, from making it to its last confirmation:
 * "Filled in 2 h 15 min", "Not filled yet" while it is matching, "Not
 * filled" once it no longer is (failed, cancelled, split).
 */
export function timeToFillText(t: TFunction, fillSeconds: number | null, matching: boolean): string {
  if (fillSeconds !== null) return t('bookings.detail.filledIn', { time: durationText(t, fillSeconds) })
  return t(matching ? 'bookings.detail.notFilledYet' : 'bookings.detail.notFilled')
}
