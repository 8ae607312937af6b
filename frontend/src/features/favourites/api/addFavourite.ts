import { useMutation, useQueryClient } from '@tanstack/react-query'

import { postApi } from '@/shared/api/request'
import type { components } from '@/shared/api/schema'

import { invalidateTeacherViews } from './invalidateTeacher'

export type TeacherMarks = components['schemas']['TeacherMarks']

/** POST /api/center/favourite/add: adds an approved teacher to the favourites (twice changes nothing). */
export function addFavourite(teacherId: number): Promise<TeacherMarks> {
  return postApi<TeacherMarks>('center/favourite/add', { teacherId })
}

export function useAddFavourite() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: addFavourite,
    onSuccess: (_, teacherId) => invalidateTeacherViews(queryClient, teacherId),
  })
}
