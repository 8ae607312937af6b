/** The codes the centre's bookings and invoices carry, as the keys of their labels. */

export const BOOKING_STATUSES = { 0: 'canceled', 1: 'confirmed', 2: 'processing', 3: 'failed', 4: 'split' } as const
export const INVOICE_STATUSES = { 0: 'draft', 1: 'unpaid', 2: 'paid', 3: 'overdue' } as const
export const INVOICE_KINDS = { 1: 'booking', 2: 'placement' } as const
export const QUALIFICATIONS = { 1: 'qualified', 2: 'unqualified', 3: 'newlyQualified' } as const

/** The label key of a code, or `unknown` for a code this version does not know. */
export function labelOf(table: Readonly<Record<number, string>>, code: number): string {
  return table[code] ?? 'unknown'
}

/** Whether the centre has any rate or discount of its own. */
export function hasOwnRates(item: {
  qualifiedRate: string | null
  unqualifiedRate: string | null
  qualifiedDiscount: string | null
  unqualifiedDiscount: string | null
}): boolean {
  return [item.qualifiedRate, item.unqualifiedRate, item.qualifiedDiscount, item.unqualifiedDiscount].some((v) => v !== null)
}

/** A money amount as shown: `$41.50`, or the dash when none. */
export function dollars(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—'
  const parsed = Number(value)
  return Number.isFinite(parsed) ? `$${parsed.toFixed(2)}` : '—'
}
