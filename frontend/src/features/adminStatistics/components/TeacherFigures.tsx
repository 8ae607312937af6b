import Card from 'antd/es/card'
import Col from 'antd/es/col'
import Row from 'antd/es/row'
import Table from 'antd/es/table'
import theme from 'antd/es/theme'
import { useTranslation } from 'react-i18next'

import type { TeacherStatistics } from '../api/statisticsTeacher'
import { jobOutcomes, type Outcome, OUTCOMES, percentText } from '../lib/statisticsView'
import { type Figure, FigureCards } from './FigureCards'
import { BarChart } from '@/shared/ui/charts/BarChart'

type Translate = (key: string, values?: Record<string, unknown>) => string

function jobFigures(data: TeacherStatistics | undefined, t: Translate): Figure[] {
  return [
    { key: 'jobs', title: t('adminStatistics.jobs'), value: data?.jobs },
    { key: 'finished', title: t('adminStatistics.outcome.finished'), value: data?.finished },
    { key: 'left', title: t('adminStatistics.outcome.left'), value: data?.left },
    { key: 'canceled', title: t('adminStatistics.outcome.canceled'), value: data?.canceled },
  ]
}

function standingFigures(data: TeacherStatistics | undefined, t: Translate): Figure[] {
  return [
    { key: 'hours', title: t('adminStatistics.paidHours'), value: data?.hours, suffix: t('adminStatistics.hoursUnit') },
    { key: 'reliability', title: t('adminStatistics.reliability'), value: data && percentText(data.reliability) },
    { key: 'rating', title: t('adminStatistics.rating'), value: data && (data.rating ?? '–') },
  ]
}

interface OutcomeRow {
  key: Outcome
  label: string
  count: number
  share: number | null
}

/** One teacher's figures over the period: jobs and their outcomes, paid hours, reliability and rating. */
export function TeacherFigures({ data, loading }: { data: TeacherStatistics | undefined; loading: boolean }) {
  const { t } = useTranslation()
  const { token } = theme.useToken()
  const outcomes = data ? jobOutcomes(data) : null
  const recorded = outcomes ? OUTCOMES.reduce((sum, key) => sum + outcomes[key], 0) : 0
  const rows: OutcomeRow[] = outcomes
    ? OUTCOMES.filter((key) => outcomes[key] > 0).map((key) => ({
        key,
        label: t(`adminStatistics.outcome.${key}`),
        count: outcomes[key],
        share: recorded > 0 ? outcomes[key] / recorded : null,
      }))
    : []
  const colours: Record<Outcome, string> = {
    finished: token.colorSuccess,
    left: token.colorWarning,
    open: token.colorPrimary,
    canceled: token.colorTextQuaternary,
  }
  const title = t('adminStatistics.byOutcome')
  return (
    <>
      <FigureCards title={t('adminStatistics.jobsTitle')} figures={jobFigures(data, t)} loading={loading} />
      <FigureCards title={t('adminStatistics.standingTitle')} figures={standingFigures(data, t)} loading={loading} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Card title={title} size="small">
            {rows.length > 0 && (
              <BarChart
                label={t('adminStatistics.chartOf', { title })}
                legend={false}
                series={OUTCOMES.map((key) => ({ key, label: t(`adminStatistics.outcome.${key}`), colour: colours[key] }))}
                rows={rows.map((row) => ({ key: row.key, label: row.label, values: { [row.key]: row.count } }))}
              />
            )}
            <Table<OutcomeRow>
              aria-label={title}
              size="small"
              loading={loading}
              pagination={false}
              rowKey="key"
              dataSource={rows}
              locale={{ emptyText: t('adminStatistics.noJobs') }}
              columns={[
                { key: 'outcome', title: t('adminStatistics.outcomeColumn'), render: (_, row) => row.label },
                { key: 'count', title: t('adminStatistics.jobRecords'), align: 'right', render: (_, row) => row.count },
                { key: 'share', title: t('adminStatistics.share'), align: 'right', render: (_, row) => percentText(row.share) },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </>
  )
}
