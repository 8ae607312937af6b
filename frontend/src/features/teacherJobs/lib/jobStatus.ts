import type { TeacherJob } from '../api/jobList'

/** Job-record status (spec section 4): 2 processing, 3 finished, 4 leave, 5 canceled, 6 extend. */
export const JobStatus = {
  processing: 2,
  finished: 3,
  leave: 4,
  canceled: 5,
  extend: 6,
} as const

/** How a job stands for the teacher. */
export type JobState = 'booked' | 'inProgress' | 'extended' | 'finished' | 'leave' | 'canceled' | 'ended'

export interface JobStateMeta {
  labelKey: string
  /** Ant Design tag colour. */
  color: string
}

export const JOB_STATES: Record<JobState, JobStateMeta> = {
  booked: { labelKey: 'teacherJobs.state.booked', color: 'success' },
  inProgress: { labelKey: 'teacherJobs.state.inProgress', color: 'processing' },
  extended: { labelKey: 'teacherJobs.state.extended', color: 'gold' },
  finished: { labelKey: 'teacherJobs.state.finished', color: 'default' },
  leave: { labelKey: 'teacherJobs.state.leave', color: 'orange' },
  canceled: { labelKey: 'teacherJobs.state.canceled', color: 'red' },
  ended: { labelKey: 'teacherJobs.state.ended', color: 'default' },
}

const isBooked = (status: number) => status === JobStatus.processing || status === JobStatus.extend

/** The job's state: booked (or extended) days are "in progress" while under way and "ended" after. */
export function jobState(job: Pick<TeacherJob, 'status' | 'startsAt' | 'endsAt'>, now: number): JobState {
  switch (job.status) {
    case JobStatus.finished:
      return 'finished'
    case JobStatus.leave:
      return 'leave'
    case JobStatus.canceled:
      return 'canceled'
    default:
      if (!isBooked(job.status)) return 'ended'
      if (Date.parse(job.endsAt) <= now) return 'ended'
      if (Date.parse(job.startsAt) <= now) return 'inProgress'
      return job.status === JobStatus.extend ? 'extended' : 'booked'
  }
}

/** Leave can be applied for a booked day that has not started (docs/api.md, `/teacher/job/leave`). */
export function canApplyLeave(job: Pick<TeacherJob, 'status' | 'startsAt'>, now: number): boolean {
  return isBooked(job.status) && Date.parse(job.startsAt) > now
}

/** The centre asked the teacher to stay later and waits for the answer. */
export function extensionWaiting(job: Pick<TeacherJob, 'status' | 'extensionEndsAt' | 'extensionAnswer'>): boolean {
  return isBooked(job.status) && job.extensionEndsAt !== null && job.extensionAnswer === null
}

/** The limits of a leave reason (docs/api.md: 1 to 500 characters). */
export const LEAVE_REASON_MAX = 500

/** The trimmed reason, or null when it is empty or too long. */
export function leaveReason(text: string | null | undefined): string | null {
  const reason = (text ?? '').trim()
  return reason.length >= 1 && reason.length <= LEAVE_REASON_MAX ? reason : null
}
