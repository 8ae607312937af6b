import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type StaffInvoice = components['schemas']['StaffInvoiceItem']
export type StaffInvoiceQuery = components['schemas']['StaffInvoiceListIn']
export type StaffInvoiceFilters = Omit<StaffInvoiceQuery, 'pageNo' | 'pageSize'>
export type StaffInvoicePage = components['schemas']['Page_StaffInvoiceItem_']

/** The invoice desk's list (its ListPage key): a payment refreshes it. */
export const INVOICE_DESK_LIST = 'invoiceDesk'

/** POST /api/admin/invoice/list: every centre's issued invoices, newest first, by status, centre, period and number. */
export function fetchStaffInvoices(request: StaffInvoiceQuery, signal?: AbortSignal): Promise<StaffInvoicePage> {
  return callApi((api) => api.POST('/admin/invoice/list', { body: request }), { signal })
}
