import { type ExportRequest, requestExport } from '@/shared/ui/listPage/exportJob'

import type { CentreFilters } from './centres'

/** POST /api/admin/centre/export: the filtered centres as a spreadsheet, built in the background (centre:list). */
export function exportCentres(request: ExportRequest<CentreFilters>) {
  return requestExport('/admin/centre/export', request)
}
