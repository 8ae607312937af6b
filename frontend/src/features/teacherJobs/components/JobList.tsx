import App from 'antd/es/app'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { formatInZone } from '@/shared/lib/platformTime'
import { useNow } from '@/shared/lib/useNow'
import { PagedList } from '@/shared/ui/PagedList'

import { useAnswerExtension } from '../api/answerExtension'
import { useApplyLeave } from '../api/applyLeave'
import { type JobScope, type TeacherJob, useJobList } from '../api/jobList'
import { JobCard } from './JobCard'
import { LeaveDialog } from './LeaveDialog'

interface Answering {
  jobRecordId: number
  accept: boolean
}

interface JobListProps {
  scope: JobScope
  /** Draws a job's time sheet on its card (a finished job has one); the app gives the time sheets feature's view. */
  renderTimeSheet?: (job: TeacherJob) => ReactNode
}

/** Upcoming or past jobs; leave and extension answers are given from the cards. */
export function JobList({ scope, renderTimeSheet }: JobListProps) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const now = useNow(30_000)
  const list = useJobList(scope)
  const leave = useApplyLeave()
  const extension = useAnswerExtension()
  const [leaving, setLeaving] = useState<TeacherJob | null>(null)
  const [answering, setAnswering] = useState<Answering | null>(null)

  const confirmLeave = (reason: string) => {
    if (!leaving) return
    leave.mutate(
      { jobRecordId: leaving.jobRecordId, reason },
      {
        onSuccess: () => {
          setLeaving(null)
          void message.success(t('teacherJobs.leave.done'))
        },
      },
    )
  }

  const answerExtension = (job: TeacherJob, accept: boolean) => {
    setAnswering({ jobRecordId: job.jobRecordId, accept })
    extension.mutate(
      { jobRecordId: job.jobRecordId, accept },
      {
        onSuccess: () =>
          void message.success(t(accept ? 'teacherJobs.extension.acceptedNotice' : 'teacherJobs.extension.declinedNotice')),
        onSettled: () => setAnswering(null),
      },
    )
  }

  return (
    <PagedList
      list={list}
      failedText={t('teacherJobs.list.failed')}
      emptyText={t(scope === 'upcoming' ? 'teacherJobs.list.noneUpcoming' : 'teacherJobs.list.nonePast')}
      moreText={t('teacherJobs.list.more')}
      renderItems={(jobs) =>
        jobs.map((job) => (
          <JobCard
            key={job.jobRecordId}
            job={job}
            now={now}
            answeringExtension={answering?.jobRecordId === job.jobRecordId ? answering.accept : null}
            onApplyLeave={() => setLeaving(job)}
            onAnswerExtension={(accept) => answerExtension(job, accept)}
            timeSheet={renderTimeSheet?.(job)}
          />
        ))
      }
      extra={
        <LeaveDialog
          open={leaving !== null}
          centre={leaving?.centre.name ?? ''}
          day={leaving ? formatInZone(leaving.startsAt, t('teacherJobs.format.day')) : ''}
          submitting={leave.isPending}
          onCancel={() => setLeaving(null)}
          onConfirm={confirmLeave}
        />
      }
    />
  )
}
