import { useMutation, useQueryClient } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

import { type TeacherProfile, teacherProfileQueryOptions } from './teacherProfile'

export type ProfileUpdate = components['schemas']['ProfileUpdateIn']

/** POST /api/teacher/profile/update: changes the fields sent, and only these; answers the profile. */
export function updateProfile(changes: ProfileUpdate): Promise<TeacherProfile> {
  return callApi((api) => api.POST('/teacher/profile/update', { body: changes }))
}

export function useUpdateProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(teacherProfileQueryOptions().queryKey, profile),
  })
}
