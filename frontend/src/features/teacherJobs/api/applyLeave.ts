import { useMutation, useQueryClient } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

import { jobKeys, type TeacherJob } from './jobList'

export type LeaveRequest = components['schemas']['LeaveIn']

/**
 * POST /api/teacher/job/leave: leave from a booked day that has not started;
 * the centre is told and the day goes back to matching. Answers the job record.
 */
export function applyLeave(request: LeaveRequest): Promise<TeacherJob> {
  return callApi((api) => api.POST('/teacher/job/leave', { body: request }))
}

export function useApplyLeave() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: applyLeave,
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  })
}
