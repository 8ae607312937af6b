import type { TeacherJob } from '../api/jobList'

export type JobTimeSheet = NonNullable<TeacherJob['timeSheet']>

/** Time sheet status: 1 to confirm, 2 confirmed. */
export const TIME_SHEET_TO_CONFIRM = 1

/** The teacher may report times while the finished job's sheet is to confirm. */
export function canReportTimes(job: Pick<TeacherJob, 'timeSheet'>): boolean {
  return job.timeSheet?.status === TIME_SHEET_TO_CONFIRM
}
