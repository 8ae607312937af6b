import { ApiError, NO_CODE } from '../../api/ApiError'
import { callApi } from '../../api/client'
import { isEnvelope } from '../../api/envelope'
import { refusalMessage, sendToServer } from '../../api/request'
import type { components } from '../../api/schema'
import { config } from '../../config'
import { i18n } from '../../i18n'
import type { ExportColumn } from './columns'

/**
 * A spreadsheet being built in the background from a list's filters, sort
 * and shown columns (`POST /api/admin/<list>/export`), as
 * `POST /api/admin/export/status` reports it: `done` rows written of `total`,
 * and `fileName` to save it under.
 */
export type ExportJob = components['schemas']['ExportJob']

/** The admin lists that export. */
export type ExportPath =
  | '/admin/audit/export'
  | '/admin/staff/export'
  | '/admin/session/export'
  | '/admin/message/export'
  | '/statistical/statistics/jobRecords/export'
  | '/admin/teacher/export'
  | '/admin/centre/export'
  | '/admin/invoice/export'
  | '/admin/voucher/export'

/** The body of an export call: the list's filters (and sort) without paging, and the columns to write. */
export type ExportRequest<Filters extends object> = Filters & { sort?: string; columns: ExportColumn[] }

/**
 * Starts the spreadsheet of a list: its filters, sort and the columns to
 * write. (Each export call takes its list's own filters; the request is
 * built by ListPage from the same filters as the list.)
 */
export function requestExport<Filters extends object>(path: ExportPath, request: ExportRequest<Filters>): Promise<ExportJob> {
  return callApi((api) => api.POST(path, { body: request as never }))
}

/** POST /api/admin/export/status: how far the spreadsheet has got. */
export function fetchExportStatus(id: number, signal?: AbortSignal): Promise<ExportJob> {
  return callApi((api) => api.POST('/admin/export/status', { body: { id } }), { signal })
}

/** The progress to show, 0 to 100. */
export function exportPercent(job: Pick<ExportJob, 'status' | 'done' | 'total'>): number {
  if (job.status === 'ready') return 100
  if (job.total <= 0) return 0
  return Math.min(99, Math.floor((job.done / job.total) * 100))
}

/** The job has finished, well or badly: no more asking. */
export function isSettled(job: Pick<ExportJob, 'status'> | undefined): boolean {
  return job?.status === 'ready' || job?.status === 'failed'
}

/** Offers a file to the browser to save under a name. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  window.setTimeout(() => URL.revokeObjectURL(url), 0)
}

/**
 * GET /api/admin/export/file/{id}: the finished spreadsheet, fetched with the
 * session's header (a link would carry none) and saved under its name. A
 * refusal comes back as the envelope and is thrown as an ApiError.
 */
export async function downloadExport(job: Pick<ExportJob, 'id' | 'fileName'>): Promise<void> {
  let response: Response
  try {
    response = await sendToServer(`${config.apiBase}/admin/export/file/${job.id}`, { method: 'GET' })
  } catch {
    throw new ApiError('network', NO_CODE, i18n.t('request.failed'), null, 0)
  }
  const type = response.headers.get('Content-Type') ?? ''
  if (type.includes('application/json')) {
    const body: unknown = await response.json().catch(() => null)
    const text = isEnvelope(body) ? refusalMessage(body) : i18n.t('request.failed')
    throw new ApiError('refusal', isEnvelope(body) ? body.rtn_code : NO_CODE, text, null, response.status)
  }
  if (!response.ok) throw new ApiError('http', NO_CODE, i18n.t('request.httpError', { status: response.status }), null, response.status)
  saveFile(await response.blob(), job.fileName)
}
