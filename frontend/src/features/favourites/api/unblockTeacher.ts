import { useMutation, useQueryClient } from '@tanstack/react-query'

import { postApi } from '@/shared/api/request'

import type { TeacherMarks } from './addFavourite'
import { invalidateTeacherViews } from './invalidateTeacher'

/** POST /api/center/teacher/unblock: lifts a block. */
export function unblockTeacher(teacherId: number): Promise<TeacherMarks> {
  return postApi<TeacherMarks>('center/teacher/unblock', { teacherId })
}

export function useUnblockTeacher() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: unblockTeacher,
    onSuccess: (_, teacherId) => invalidateTeacherViews(queryClient, teacherId),
  })
}
