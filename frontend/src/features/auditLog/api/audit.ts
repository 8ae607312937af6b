import { skipToken, useQuery } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'
import { type ExportRequest, requestExport } from '@/shared/ui/listPage/exportJob'

export type AuditEntry = components['schemas']['AuditItem']
export type AuditDetail = components['schemas']['AuditDetail']
export type RecordChange = components['schemas']['RecordChange']
export type AuditFilters = Omit<components['schemas']['AuditListIn'], 'pageNo' | 'pageSize'>

export const AUDIT_LIST = 'audit'

/** POST /api/admin/audit/list: staff writes and sign-ins, newest first unless sorted otherwise (audit:list). */
export async function fetchAuditList(
  body: components['schemas']['AuditListIn'],
  signal?: AbortSignal,
): Promise<{ list: AuditEntry[]; total: number }> {
  return callApi((api) => api.POST('/admin/audit/list', { body }), { signal })
}

/** POST /api/admin/audit/export: the filtered log as a spreadsheet, built in the background. */
export function exportAudit(request: ExportRequest<AuditFilters>) {
  return requestExport('/admin/audit/export', request)
}

/** POST /api/admin/audit/detail: one entry with the fields it changed, before and after. */
export function fetchAuditDetail(id: number, signal?: AbortSignal): Promise<AuditDetail> {
  return callApi((api) => api.POST('/admin/audit/detail', { body: { id } }), { signal })
}

export function useAuditDetail(id: number | null) {
  return useQuery({
    queryKey: ['auditLog', 'detail', id],
    queryFn: id === null ? skipToken : ({ signal }) => fetchAuditDetail(id, signal),
    // An entry never changes.
    staleTime: Infinity,
  })
}
