import { useMutation, useQueryClient } from '@tanstack/react-query'

import { postApi } from '@/shared/api/request'

import type { TeacherMarks } from './addFavourite'
import { invalidateTeacherViews } from './invalidateTeacher'

/** POST /api/center/favourite/remove: takes a teacher out of the favourites. */
export function removeFavourite(teacherId: number): Promise<TeacherMarks> {
  return postApi<TeacherMarks>('center/favourite/remove', { teacherId })
}

export function useRemoveFavourite() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: removeFavourite,
    onSuccess: (_, teacherId) => invalidateTeacherViews(queryClient, teacherId),
  })
}
