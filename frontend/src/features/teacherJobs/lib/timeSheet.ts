import type { TeacherJob } from '../api/jobList'

export type JobTimeSheet = NonNullable<TeacherJob['timeSheet']>

/** Time sheet status: 1 to confirm, 2 confirmed. */
export const TIME_SHEET_TO_CONFIRM = 1

/** The teacher may report times while the finished job's sheet is to confirm. */
export function canReportTimes(job: Pick<TeacherJob, 'timeSheet'>): boolean {
  return job.timeSheet?.status === TIME_SHEET_TO_CONFIRM
}

/** end - start - break in whole minutes, never negative (the server's rule). */
export function workedMinutes(startMs: number, endMs: number, breakMinutes: number): number {
  return Math.max(0, Math.floor((endMs - startMs) / 60_000) - breakMinutes)
}

export type ReportProblem = 'endBeforeStart' | 'breakTooLong' | null

/** What is wrong with reported times, in the server's order, or null. */
export function reportProblem(startMs: number, endMs: number, breakMinutes: number): ReportProblem {
  if (endMs <= startMs) return 'endBeforeStart'
  if (breakMinutes >= Math.floor((endMs - startMs) / 60_000)) return 'breakTooLong'
  return null
}
