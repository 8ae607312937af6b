/** Invoice statuses a centre sees (a draft is never shown). */
export type InvoiceStatusName = 'unpaid' | 'paid' | 'overdue'

export function invoiceStatusName(status: number): InvoiceStatusName {
  if (status === 2) return 'paid'
  if (status === 3) return 'overdue'
  return 'unpaid'
}

export const STATUS_COLOURS: Record<InvoiceStatusName, string> = {
  unpaid: 'gold',
  paid: 'green',
  overdue: 'red',
}

/** The list's status filter, in the server's codes. */
export const STATUS_FILTERS = [1, 2, 3] as const

export type LineKindName = 'timeSheet' | 'cancellationFee' | 'placementFee'

export function lineKindName(kind: number): LineKindName {
  if (kind === 2) return 'cancellationFee'
  if (kind === 3) return 'placementFee'
  return 'timeSheet'
}

/** The GST rate as a short percentage ("15.00" -> "15", "12.50" -> "12.5"). */
export function ratePercent(rate: string): string {
  const number = Number(rate)
  return Number.isFinite(number) ? String(number) : rate
}

/** Whether an amount is above zero (money arrives as text with 2 places). */
export function isPositive(amount: string): boolean {
  return Number(amount) > 0
}
