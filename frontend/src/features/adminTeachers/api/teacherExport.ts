import { type ExportRequest, requestExport } from '@/shared/ui/listPage/exportJob'

import type { TeacherFilters } from './teacherList'

/** POST /api/admin/teacher/export: the filtered teachers as a spreadsheet, built in the background (teacher:list). */
export function exportTeachers(request: ExportRequest<TeacherFilters>) {
  return requestExport('/admin/teacher/export', request)
}
