import { noticesKey } from '@/features/notices/api/unreadNotices'
import { inviteKeys } from '@/features/teacherInvites/api/inviteList'
import { jobKeys } from '@/features/teacherJobs/api/jobList'
import { timeSheetListKey } from '@/features/timesheets/api/timeSheetList'
import type { LiveRefreshes } from '@/shared/live/liveUpdates'

/** What the teacher app asks again when the server tells of a change. */
export const TEACHER_REFRESHES: LiveRefreshes = {
  notice: [noticesKey],
  invite: [inviteKeys.all],
  job: [jobKeys.all],
  timesheet: [timeSheetListKey, jobKeys.all],
}
