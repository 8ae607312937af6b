/**
 * Reliability (the share of jobs kept: kept / (kept + left)) as a percentage
 * for people, with one decimal when it is not whole: 0.98 is "98%", 0.9875
 * "98.8%". Null (no jobs yet) stays null: the screen says so in words.
 */
export function formatReliability(value: number | null | undefined, locale = 'en'): string | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null
  const share = Math.min(Math.max(value, 0), 1)
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(share)
}

/** How a reliability reads at a glance: green from 95%, orange from 80%, red below. */
export function reliabilityTone(value: number | null | undefined): 'success' | 'warning' | 'danger' | undefined {
  if (value === null || value === undefined || !Number.isFinite(value)) return undefined
  if (value >= 0.95) return 'success'
  if (value >= 0.8) return 'warning'
  return 'danger'
}
