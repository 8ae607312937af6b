import type { Dayjs } from 'dayjs'

import { inPlatformZone, zonedDate } from '@/shared/lib/platformTime'

/** The desk's tabs and the status each asks the server for (overdue: due date passed, unpaid). */
export const INVOICE_TABS = ['all', 'unpaid', 'overdue', 'paid'] as const
export type InvoiceTab = (typeof INVOICE_TABS)[number]

const TAB_STATUS: Record<InvoiceTab, 1 | 2 | 3 | undefined> = { all: undefined, unpaid: 1, paid: 2, overdue: 3 }

export function statusOfTab(tab: InvoiceTab): 1 | 2 | 3 | undefined {
  return TAB_STATUS[tab]
}

export function isInvoiceTab(value: string | null): value is InvoiceTab {
  return value !== null && (INVOICE_TABS as readonly string[]).includes(value)
}

export type StatusName = 'unpaid' | 'paid' | 'overdue'

export function statusName(status: number): StatusName {
  if (status === 2) return 'paid'
  if (status === 3) return 'overdue'
  return 'unpaid'
}

/** Whether staff may still record a payment (unpaid or overdue). */
export function payable(status: number): boolean {
  return status === 1 || status === 3
}

export interface InvoiceFilterValues {
  keyword?: string
  centreId?: number | string | null
  period?: [Dayjs | null, Dayjs | null] | null
}

/** The filter form's values as the list's filters: the keyword trimmed, the period as its two days. */
export function invoiceFilters(values: Record<string, unknown>): {
  keyword?: string
  centreId?: number
  issuedFrom?: string
  issuedTo?: string
} {
  const form = values as InvoiceFilterValues
  const [from, to] = form.period ?? [null, null]
  const keyword = form.keyword?.trim()
  const centreId = Number(form.centreId)
  return {
    ...(keyword ? { keyword } : {}),
    ...(Number.isInteger(centreId) && centreId > 0 ? { centreId } : {}),
    ...(from ? { issuedFrom: from.format('YYYY-MM-DD') } : {}),
    ...(to ? { issuedTo: to.format('YYYY-MM-DD') } : {}),
  }
}

/**
 * Whether a payment date may be chosen: not before the invoice's day of issue
 * and not after the platform's today (`asOf`, which the server counts by),
 * both as days in the platform's zone.
 */
export function paymentDayAllowed(day: Dayjs, issuedAt: string, asOf: string): boolean {
  const chosen = day.format('YYYY-MM-DD')
  return chosen >= zonedDate(issuedAt) && chosen <= zonedDate(asOf)
}

/** The payment date offered first: the platform's today. */
export function defaultPaymentDay(asOf: string): Dayjs {
  return inPlatformZone(asOf).startOf('day')
}
