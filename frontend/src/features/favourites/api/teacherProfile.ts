import { queryOptions, skipToken, useQuery } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type TeacherProfile = components['schemas']['TeacherProfileOut']

/** POST /api/center/teacher/profile: an approved teacher as a centre may see them. */
export function fetchTeacherProfile(teacherId: number, signal?: AbortSignal): Promise<TeacherProfile> {
  return callApi((api) => api.POST('/center/teacher/profile', { body: { teacherId } }), { signal })
}

export function teacherProfileKey(teacherId: number) {
  return ['favourites', 'profile', teacherId] as const
}

export function teacherProfileQueryOptions(teacherId: number | null) {
  return queryOptions({
    queryKey: teacherId === null ? ['favourites', 'profile', 'none'] : teacherProfileKey(teacherId),
    queryFn: teacherId === null ? skipToken : ({ signal }) => fetchTeacherProfile(teacherId, signal),
  })
}

export function useTeacherProfile(teacherId: number | null) {
  return useQuery(teacherProfileQueryOptions(teacherId))
}
