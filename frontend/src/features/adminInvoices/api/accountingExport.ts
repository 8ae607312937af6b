import { callApi } from '@/shared/api/client'
import type {
  AccountingExport,
  AccountingLink,
  AccountingPeriod,
  AccountingSummary,
} from '@/shared/ui/accountingExport/accountingFiles'

/** POST /api/admin/invoice/accounting/summary: how many invoices of the centres in view a period holds (invoice:list). */
export function fetchSalesSummary(period: AccountingPeriod, signal?: AbortSignal): Promise<AccountingSummary> {
  return callApi((api) => api.POST('/admin/invoice/accounting/summary', { body: period }), { signal })
}

/** POST /api/admin/invoice/accounting/export: a signed link to one file of the platform's sales, in Xero's import layout (invoice:accounting). */
export function fetchSalesLink(request: AccountingExport): Promise<AccountingLink> {
  return callApi((api) => api.POST('/admin/invoice/accounting/export', { body: request }))
}
