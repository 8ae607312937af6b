import { useMutation, useQueryClient } from '@tanstack/react-query'

import { postApi } from '@/shared/api/request'
import type { components } from '@/shared/api/schema'

import { documentKeys } from './documentList'

/** POST /api/teacher/document/delete: removes one of the teacher's documents. */
export function deleteDocument(request: components['schemas']['DocumentRef']): Promise<components['schemas']['Empty']> {
  return postApi<components['schemas']['Empty']>('teacher/document/delete', request)
}

export function useDeleteDocument() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteDocument,
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  })
}
