import { useMutation } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type PrivateFileLink = components['schemas']['LinkOut']

/**
 * POST /api/file/get/private/file: a short-lived signed link (10 minutes) to
 * a private file. Asked for at each viewing, never kept.
 */
export function fetchPrivateFileLink(request: components['schemas']['FileRef']): Promise<PrivateFileLink> {
  return callApi((api) => api.POST('/file/get/private/file', { body: request }))
}

export function usePrivateFileLink() {
  return useMutation({ mutationFn: fetchPrivateFileLink })
}
