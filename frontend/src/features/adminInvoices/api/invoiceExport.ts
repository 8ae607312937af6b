import { type ExportRequest, requestExport } from '@/shared/ui/listPage/exportJob'

import type { StaffInvoiceFilters } from './invoiceList'

/** POST /api/admin/invoice/export: the filtered invoices as a spreadsheet, built in the background (invoice:list). */
export function exportInvoices(request: ExportRequest<StaffInvoiceFilters>) {
  return requestExport('/admin/invoice/export', request)
}
