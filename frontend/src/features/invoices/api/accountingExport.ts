import { callApi } from '@/shared/api/client'
import type {
  AccountingExport,
  AccountingLink,
  AccountingPeriod,
  AccountingSummary,
} from '@/shared/ui/accountingExport/accountingFiles'

/** POST /api/center/invoice/accounting/summary: how many of the centre's invoices a period holds, in files of 500. */
export function fetchAccountingSummary(period: AccountingPeriod, signal?: AbortSignal): Promise<AccountingSummary> {
  return callApi((api) => api.POST('/center/invoice/accounting/summary', { body: period }), { signal })
}

/** POST /api/center/invoice/accounting/export: a signed link to one file of the centre's bills, in Xero's import layout. */
export function fetchAccountingLink(request: AccountingExport): Promise<AccountingLink> {
  return callApi((api) => api.POST('/center/invoice/accounting/export', { body: request }))
}
