import { useQuery } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type TeacherChoices = components['schemas']['TeacherChoicesOut']
export type RankLine = components['schemas']['RankLine']

/** POST /api/admin/teacher/choices: every rank and region the list's filters offer. */
export function fetchTeacherChoices(signal?: AbortSignal): Promise<TeacherChoices> {
  return callApi((api) => api.POST('/admin/teacher/choices'), { signal })
}

export function useTeacherChoices() {
  return useQuery({
    queryKey: ['adminTeachers', 'choices'],
    queryFn: ({ signal }) => fetchTeacherChoices(signal),
    staleTime: 10 * 60_000,
  })
}
