import { useMutation, useQueryClient } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'

import type { TeacherMarks } from './addFavourite'
import { invalidateTeacherViews } from './invalidateTeacher'

/** POST /api/center/teacher/unblock: lifts a block. */
export function unblockTeacher(teacherId: number): Promise<TeacherMarks> {
  return callApi((api) => api.POST('/center/teacher/unblock', { body: { teacherId } }))
}

export function useUnblockTeacher() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: unblockTeacher,
    onSuccess: (_, teacherId) => invalidateTeacherViews(queryClient, teacherId),
  })
}
