import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type AttachmentLink = components['schemas']['LinkOut']

/**
 * POST /api/file/get/private/file: a short-lived signed link to an attachment
 * of the centre's own ticket. Asked for at each opening, never kept.
 */
export function fetchAttachmentLink(fileId: number): Promise<AttachmentLink> {
  return callApi((api) => api.POST('/file/get/private/file', { body: { fileId } }))
}
