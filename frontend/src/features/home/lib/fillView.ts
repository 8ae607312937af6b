import { LEAD_TIMES, type LeadTime } from '@/shared/lib/fillFigures'

import type { FillRow } from '../api/fillFigures'

/** The dashboard's quick periods, the first the one shown at first. */
export const FILL_PRESETS = ['last30', 'last90', 'thisYear'] as const
export type FillPreset = (typeof FILL_PRESETS)[number]

/**
 * Every lead-time bucket in order (same day first), those without bookings as
 * zeros, so the table always reads the same four rows.
 */
export function leadTimeRows(rows: readonly FillRow[]): FillRow[] {
  const found = new Map(rows.map((row) => [row.key, row]))
  return LEAD_TIMES.map(
    (key: LeadTime) =>
      found.get(key) ?? { key, bookings: 0, requestedDays: 0, filledDays: 0, fillRate: null, unfilledBookings: 0 },
  )
}
