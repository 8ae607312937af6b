import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'

import type { Help } from './centreHelp'

/** POST /api/teacher/help: the FAQ and published articles for teachers, those holding the keyword when one is given. */
export function fetchTeacherHelp(keyword: string, signal?: AbortSignal): Promise<Help> {
  const body = keyword ? { keyword } : {}
  return callApi((api) => api.POST('/teacher/help', { body }), { signal })
}

export const teacherHelpQuery = (keyword: string) =>
  queryOptions({
    queryKey: ['help', 'teacher', keyword] as const,
    queryFn: ({ signal }) => fetchTeacherHelp(keyword, signal),
    placeholderData: keepPreviousData,
  })

export function useTeacherHelp(keyword: string) {
  return useQuery(teacherHelpQuery(keyword))
}
