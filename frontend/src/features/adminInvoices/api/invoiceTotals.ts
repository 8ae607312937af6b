import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

import type { StaffInvoiceFilters } from './invoiceList'

export type StaffInvoiceTotals = components['schemas']['StaffInvoiceTotals']

/** POST /api/admin/invoice/totals: how many invoices the list's filters match and what they add up to. */
export function fetchInvoiceTotals(filters: StaffInvoiceFilters, signal?: AbortSignal): Promise<StaffInvoiceTotals> {
  return callApi((api) => api.POST('/admin/invoice/totals', { body: filters }), { signal })
}
