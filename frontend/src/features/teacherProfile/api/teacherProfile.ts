import { queryOptions, useQuery } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type TeacherProfile = components['schemas']['TeacherProfile']

export const teacherProfileKey = ['teacherProfile', 'profile'] as const

/** POST /api/teacher/profile: the signed-in teacher's details, vetting state, home, rank and hours. */
export function fetchTeacherProfile(signal?: AbortSignal): Promise<TeacherProfile> {
  return callApi((api) => api.POST('/teacher/profile'), { signal })
}

export function teacherProfileQueryOptions() {
  return queryOptions({
    queryKey: teacherProfileKey,
    queryFn: ({ signal }) => fetchTeacherProfile(signal),
    // Staff may approve the account meanwhile: read it again when the app comes back to the front.
    refetchOnWindowFocus: true,
    staleTime: 60_000,
  })
}

export function useTeacherProfile(enabled = true) {
  return useQuery({ ...teacherProfileQueryOptions(), enabled })
}
