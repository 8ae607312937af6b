import { useMutation, useQueryClient } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

import { documentKeys } from './documentList'

/** POST /api/teacher/document/delete: removes one of the teacher's documents. */
export function deleteDocument(request: components['schemas']['DocumentRef']): Promise<components['schemas']['Empty']> {
  return callApi((api) => api.POST('/teacher/document/delete', { body: request }))
}

export function useDeleteDocument() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteDocument,
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  })
}
