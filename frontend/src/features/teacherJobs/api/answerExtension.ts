import { useMutation, useQueryClient } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

import { jobKeys, type TeacherJob } from './jobList'

export type ExtensionAnswer = components['schemas']['ExtensionAnswerIn']

/** POST /api/teacher/job/extension/answer: accept (the job ends later) or decline the centre's request. */
export function answerExtension(answer: ExtensionAnswer): Promise<TeacherJob> {
  return callApi((api) => api.POST('/teacher/job/extension/answer', { body: answer }))
}

export function useAnswerExtension() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: answerExtension,
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  })
}
