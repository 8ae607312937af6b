import { useMutation, useQueryClient } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

import { jobKeys, type TeacherJob } from './jobList'

export type ReportTimesRequest = components['schemas']['TimeSheetReportIn']

/**
 * POST /api/teacher/time/sheet/report: the times actually worked on a finished
 * job, while its time sheet is to confirm. Refusals are shown in the dialog.
 */
export function reportTimes(request: ReportTimesRequest): Promise<TeacherJob> {
  return callApi((api) => api.POST('/teacher/time/sheet/report', { body: request }), { silent: true })
}

export function useReportTimes() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: reportTimes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  })
}
