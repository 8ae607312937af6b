import Alert from 'antd/es/alert'
import DatePicker from 'antd/es/date-picker'
import Empty from 'antd/es/empty'
import Flex from 'antd/es/flex'
import Typography from 'antd/es/typography'
import dayjs, { type Dayjs } from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'

import { useStatisticsCentre } from '../api/statisticsCentre'
import { useStatisticsOverview } from '../api/statisticsOverview'
import { useStatisticsTeacher } from '../api/statisticsTeacher'
import { lastThirtyDays, type PeriodDays, periodProblem, type Subject, subjectFrom, subjectParams } from '../lib/statisticsView'
import { PlaceFigures } from './PlaceFigures'
import { SubjectPicker } from './SubjectPicker'
import { TeacherFigures } from './TeacherFigures'

/**
 * Statistics: the platform's, one centre's or one teacher's figures over a
 * chosen period. Whose figures is in the address (`?centre=3`, `?teacher=12`),
 * so a teacher's record can link to theirs.
 */
export function StatisticsPage() {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const subject = subjectFrom(params)
  const [period, setPeriod] = useState<PeriodDays>(() => lastThirtyDays(dayjs().format('YYYY-MM-DD')))
  const problem = periodProblem(period)
  const asked = problem === null ? period : null
  const centreId = subject.view === 'centre' ? subject.centreId : null
  const teacherId = subject.view === 'teacher' ? subject.teacherId : null
  const platform = useStatisticsOverview(subject.view === 'platform' ? asked : null)
  const centre = useStatisticsCentre(asked, centreId)
  const teacher = useStatisticsTeacher(asked, teacherId)
  const shown = subject.view === 'platform' ? platform : subject.view === 'centre' ? centre : teacher
  const loading = shown.isPending && shown.fetchStatus !== 'idle'

  const onRange = (values: [Dayjs | null, Dayjs | null] | null) => {
    if (!values?.[0] || !values[1]) return
    setPeriod({ dateFrom: values[0].format('YYYY-MM-DD'), dateTo: values[1].format('YYYY-MM-DD') })
  }
  const choose = (next: Subject) => setParams(subjectParams(next), { replace: true })
  const unchosen = (subject.view === 'centre' && centreId === null) || (subject.view === 'teacher' && teacherId === null)

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('adminStatistics.title')}
        </Typography.Title>
        <Flex gap={12} wrap align="center">
          <SubjectPicker subject={subject} teacherName={teacher.data?.name} onChange={choose} />
          <DatePicker.RangePicker
            aria-label={t('adminStatistics.period')}
            allowClear={false}
            value={[dayjs(period.dateFrom), dayjs(period.dateTo)]}
            onChange={onRange}
          />
        </Flex>
      </Flex>
      {problem && <Alert type="warning" showIcon title={t(`adminStatistics.problem.${problem}`)} />}
      {shown.isError && <Alert type="error" showIcon title={t(`adminStatistics.failed.${subject.view}`)} />}
      {unchosen ? (
        <Empty description={t(subject.view === 'centre' ? 'adminStatistics.chooseCentre' : 'adminStatistics.chooseTeacher')} />
      ) : subject.view === 'teacher' ? (
        <>
          <Typography.Text type="secondary">{t('adminStatistics.teacherHint')}</Typography.Text>
          <TeacherFigures data={teacher.data} loading={loading} />
        </>
      ) : (
        <>
          <Typography.Text type="secondary">{t('adminStatistics.fillHint')}</Typography.Text>
          <PlaceFigures data={subject.view === 'platform' ? platform.data : centre.data} loading={loading} platform={subject.view === 'platform'} />
        </>
      )}
    </Flex>
  )
}
