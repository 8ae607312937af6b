import { callApi, uploadBody } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type UploadedAttachment = components['schemas']['UploadOut']

/**
 * POST /api/center/support/ticket/upload, multipart field `file`: a PDF, JPG
 * or PNG kept privately (checked by content); its `fileId` joins a ticket
 * when a submit or reply names it. Silent: the upload list shows the refusal.
 */
export function uploadAttachment(file: Blob & { name?: string }): Promise<UploadedAttachment> {
  const form = new FormData()
  form.append('file', file, file.name ?? 'attachment')
  return callApi((api) => api.POST('/center/support/ticket/upload', uploadBody(form)), { silent: true })
}
