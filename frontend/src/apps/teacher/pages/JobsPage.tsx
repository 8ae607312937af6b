import Flex from 'antd/es/flex'
import Segmented from 'antd/es/segmented'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'

import { type JobScope, useRefreshJobs } from '@/features/teacherJobs/api/jobList'
import { JobList } from '@/features/teacherJobs/components/JobList'
import { TeacherTimeSheet } from '@/features/timesheets/components/teacher/TeacherTimeSheet'

const SCOPES: readonly JobScope[] = ['upcoming', 'past']

/** Upcoming booked days (soonest first) and past ones, a finished day with its time sheet. */
export default function JobsPage() {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const scope: JobScope = params.get('scope') === 'past' ? 'past' : 'upcoming'
  const refreshJobs = useRefreshJobs()

  return (
    <Flex vertical gap={12}>
      <Segmented<JobScope>
        block
        size="large"
        value={scope}
        onChange={(next) => setParams(next === 'upcoming' ? {} : { scope: next }, { replace: true })}
        options={SCOPES.map((value) => ({ value, label: t(`teacherApp.jobs.${value}`) }))}
        aria-label={t('teacherApp.jobs.scope')}
      />
      <JobList
        key={scope}
        scope={scope}
        renderTimeSheet={(job) => <TeacherTimeSheet job={job} onReported={refreshJobs} />}
      />
    </Flex>
  )
}
