import App from 'antd/es/app'
import Button from 'antd/es/button'
import Empty from 'antd/es/empty'
import Flex from 'antd/es/flex'
import Result from 'antd/es/result'
import Skeleton from 'antd/es/skeleton'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { formatInZone } from '@/shared/lib/platformTime'
import { useNow } from '@/shared/lib/useNow'

import { useAnswerExtension } from '../api/answerExtension'
import { useApplyLeave } from '../api/applyLeave'
import { type JobScope, type TeacherJob, useJobList } from '../api/jobList'
import { JobCard } from './JobCard'
import { LeaveDialog } from './LeaveDialog'

interface Answering {
  jobRecordId: number
  accept: boolean
}

/** Upcoming or past jobs; leave and extension answers are given from the cards. */
export function JobList({ scope }: { scope: JobScope }) {
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

  if (list.isPending) {
    return (
      <Flex vertical gap={12}>
        <Skeleton active className="teacher-card teacher-skeleton" />
        <Skeleton active className="teacher-card teacher-skeleton" />
      </Flex>
    )
  }
  if (list.isError) {
    return (
      <Result
        status="warning"
        title={t('teacherJobs.list.failed')}
        extra={<Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>}
      />
    )
  }

  const jobs = list.data.pages.flatMap((page) => page.list)
  return (
    <>
      {jobs.length === 0 ? (
        <Empty
          className="teacher-empty"
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t(scope === 'upcoming' ? 'teacherJobs.list.noneUpcoming' : 'teacherJobs.list.nonePast')}
        />
      ) : (
        <Flex vertical gap={12}>
          {jobs.map((job) => (
            <JobCard
              key={job.jobRecordId}
              job={job}
              now={now}
              answeringExtension={answering?.jobRecordId === job.jobRecordId ? answering.accept : null}
              onApplyLeave={() => setLeaving(job)}
              onAnswerExtension={(accept) => answerExtension(job, accept)}
            />
          ))}
          {list.hasNextPage && (
            <Button block loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              {t('teacherJobs.list.more')}
            </Button>
          )}
        </Flex>
      )}
      <LeaveDialog
        open={leaving !== null}
        centre={leaving?.centre.name ?? ''}
        day={leaving ? formatInZone(leaving.startsAt, t('teacherJobs.format.day')) : ''}
        submitting={leave.isPending}
        onCancel={() => setLeaving(null)}
        onConfirm={confirmLeave}
      />
    </>
  )
}
