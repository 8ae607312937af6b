import { type ExportRequest, requestExport } from '@/shared/ui/listPage/exportJob'

import type { DeskFilters } from './deskLists'

/** POST /api/statistical/statistics/jobRecords/export: the filtered job records as a spreadsheet, built in the background (booking:export). */
export function exportJobRecords(request: ExportRequest<DeskFilters>) {
  return requestExport('/statistical/statistics/jobRecords/export', request)
}
