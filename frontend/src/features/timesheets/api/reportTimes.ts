import { useMutation } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type ReportTimesRequest = components['schemas']['TimeSheetReportIn']
/** The teacher's job the report answers, with its time sheet as it now is. */
export type ReportedJob = components['schemas']['TeacherJob']

/**
 * POST /api/teacher/time/sheet/report: the times actually worked on a finished
 * job, while its time sheet is to confirm. Refusals are shown in the dialog.
 */
export function reportTimes(request: ReportTimesRequest): Promise<ReportedJob> {
  return callApi((api) => api.POST('/teacher/time/sheet/report', { body: request }), { silent: true })
}

/**
 * The report's mutation. The job lists it changes belong to the app's jobs
 * screen, so the screen says how to bring them up to date (`onReported`); the
 * mutation stays pending until that is done.
 */
export function useReportTimes(onReported?: (job: ReportedJob) => Promise<unknown>) {
  return useMutation({
    mutationFn: reportTimes,
    onSuccess: (job) => onReported?.(job),
  })
}
