/**
 * A centre's own rates and discounts as the console's form edits them: the
 * same bounds as the server (backend/relief/centre_admin/rules.py), so a
 * slip is caught before the call, and the form's texts as the call's body.
 */

export const LOWEST_RATE = 1
export const HIGHEST_RATE = 500
export const HIGHEST_DISCOUNT = 100

export const RATE_FIELDS = ['qualifiedRate', 'unqualifiedRate', 'qualifiedDiscount', 'unqualifiedDiscount'] as const
export type RateField = (typeof RATE_FIELDS)[number]

/** The form's values: a number, or empty (null) for the platform's rate or no discount. */
export type RateValues = Record<RateField, number | null>

export interface OwnRates {
  qualifiedRate: string | null
  unqualifiedRate: string | null
  qualifiedDiscount: string | null
  unqualifiedDiscount: string | null
}

function amount(value: string | null): number | null {
  if (value === null || value.trim() === '') return null
  const parsed = Number(value)
  return Number.isFinite(parsed) ? parsed : null
}

/** The form's starting values from the centre's own rates (as the server answers them, texts). */
export function rateValues(rates: OwnRates): RateValues {
  return {
    qualifiedRate: amount(rates.qualifiedRate),
    unqualifiedRate: amount(rates.unqualifiedRate),
    qualifiedDiscount: amount(rates.qualifiedDiscount),
    unqualifiedDiscount: amount(rates.unqualifiedDiscount),
  }
}

/** A value as the call's body carries it: dollars with two places as text, or null. */
export function asMoney(value: number | null | undefined): string | null {
  return value === null || value === undefined ? null : value.toFixed(2)
}

/** The call's body: every field, empty ones as null. */
export function ratesBody(centreId: number, values: Partial<RateValues>) {
  return {
    centreId,
    qualifiedRate: asMoney(values.qualifiedRate),
    unqualifiedRate: asMoney(values.unqualifiedRate),
    qualifiedDiscount: asMoney(values.qualifiedDiscount),
    unqualifiedDiscount: asMoney(values.unqualifiedDiscount),
  }
}

export type RateProblem =
  | { kind: 'rateBounds'; low: number; high: number }
  | { kind: 'discountBounds'; high: number }
  | { kind: 'discountNotBelowRate'; rate: number }

/** What is wrong with an own rate, or null (empty: the platform's rate). */
export function rateProblem(value: number | null | undefined): RateProblem | null {
  if (value === null || value === undefined) return null
  return value < LOWEST_RATE || value > HIGHEST_RATE ? { kind: 'rateBounds', low: LOWEST_RATE, high: HIGHEST_RATE } : null
}

/** What is wrong with a discount off `rate` (the centre's own, else the platform's), or null. */
export function discountProblem(value: number | null | undefined, rate: number | null): RateProblem | null {
  if (value === null || value === undefined) return null
  if (value < 0 || value > HIGHEST_DISCOUNT) return { kind: 'discountBounds', high: HIGHEST_DISCOUNT }
  if (rate !== null && value >= rate) return { kind: 'discountNotBelowRate', rate }
  return null
}

/** The hourly rate a centre is priced at before discount and loadings: its own, else the platform's. */
export function effectiveRate(own: number | null | undefined, platform: number | null): number | null {
  return own ?? platform
}

/** The rate after the discount, never below zero (what a weekday without boost is quoted at, before any pay parity floor). */
export function discountedRate(rate: number | null, discount: number | null | undefined): number | null {
  if (rate === null) return null
  return Math.max(rate - (discount ?? 0), 0)
}
