import { type ExportRequest, requestExport } from '@/shared/ui/listPage/exportJob'

import type { DeskVoucherFilters } from './voucherList'

/** POST /api/admin/voucher/export: the filtered vouchers as a spreadsheet, built in the background (voucher:list). */
export function exportVouchers(request: ExportRequest<DeskVoucherFilters>) {
  return requestExport('/admin/voucher/export', request)
}
