import { useMutation, useQueryClient } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'

import type { TeacherMarks } from './addFavourite'
import { invalidateTeacherViews } from './invalidateTeacher'

/** POST /api/center/favourite/remove: takes a teacher out of the favourites. */
export function removeFavourite(teacherId: number): Promise<TeacherMarks> {
  return callApi((api) => api.POST('/center/favourite/remove', { body: { teacherId } }))
}

export function useRemoveFavourite() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: removeFavourite,
    onSuccess: (_, teacherId) => invalidateTeacherViews(queryClient, teacherId),
  })
}
