import { queryOptions, useQuery } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type TeacherDocument = components['schemas']['DocumentOut']
export type DocumentList = components['schemas']['DocumentListOut']

export const documentKeys = {
  all: ['teacherDocuments'] as const,
  list: ['teacherDocuments', 'list'] as const,
}

/** POST /api/teacher/document/list: the teacher's documents, with the kinds expired or expiring soon. */
export function fetchDocumentList(signal?: AbortSignal): Promise<DocumentList> {
  return callApi((api) => api.POST('/teacher/document/list'), { signal })
}

export function documentListQueryOptions() {
  return queryOptions({
    queryKey: documentKeys.list,
    queryFn: ({ signal }) => fetchDocumentList(signal),
  })
}

export function useDocumentList() {
  return useQuery(documentListQueryOptions())
}
