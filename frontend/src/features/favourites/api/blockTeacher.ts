import { useMutation, useQueryClient } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

import { invalidateTeacherViews } from './invalidateTeacher'

export type BlockRequest = components['schemas']['BlockIn']
export type BlockAnswer = components['schemas']['BlockOut']

/**
 * POST /api/center/teacher/block: never invited again, out of the favourites,
 * open invites withdrawn; the reason (500 characters at most) is optional.
 */
export function blockTeacher(request: BlockRequest): Promise<BlockAnswer> {
  return callApi((api) => api.POST('/center/teacher/block', { body: request }))
}

export function useBlockTeacher() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: blockTeacher,
    onSuccess: (_, request) => invalidateTeacherViews(queryClient, request.teacherId),
  })
}
