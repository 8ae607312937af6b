import { useMutation, useQueryClient } from '@tanstack/react-query'

import { callApi, uploadBody } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

import { documentKeys, type TeacherDocument } from './documentList'

export type DocumentKind = components['schemas']['Body_upload_teacher_document_upload_post']['kind']

export interface DocumentUpload {
  kind: DocumentKind
  file: File
  /** `YYYY-MM-DD`, optional. */
  issuedOn?: string | null
  expiresOn?: string | null
}

/** An upload uses more time than a call: a 5 MB file on a slow phone connection. */
const UPLOAD_TIMEOUT_MS = 300_000

/** The multipart form of an upload: `kind`, `file` and the dates that are given. */
export function uploadForm({ kind, file, issuedOn, expiresOn }: DocumentUpload): FormData {
  const form = new FormData()
  form.append('kind', kind)
  if (issuedOn) form.append('issuedOn', issuedOn)
  if (expiresOn) form.append('expiresOn', expiresOn)
  form.append('file', file, file.name)
  return form
}

/**
 * POST /api/teacher/document/upload (multipart/form-data): checked by its
 * content, kept privately; a kind uploaded again replaces the earlier document.
 */
export function uploadDocument(upload: DocumentUpload): Promise<TeacherDocument> {
  return callApi((api) => api.POST('/teacher/document/upload', uploadBody(uploadForm(upload))), {
    timeoutMs: UPLOAD_TIMEOUT_MS,
  })
}

export function useUploadDocument() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  })
}
