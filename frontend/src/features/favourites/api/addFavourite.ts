import { useMutation, useQueryClient } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

import { invalidateTeacherViews } from './invalidateTeacher'

export type TeacherMarks = components['schemas']['TeacherMarks']

/** POST /api/center/favourite/add: adds an approved teacher to the favourites (twice changes nothing). */
export function addFavourite(teacherId: number): Promise<TeacherMarks> {
  return callApi((api) => api.POST('/center/favourite/add', { body: { teacherId } }))
}

export function useAddFavourite() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: addFavourite,
    onSuccess: (_, teacherId) => invalidateTeacherViews(queryClient, teacherId),
  })
}
