import Alert from 'antd/es/alert'
import Card from 'antd/es/card'
import Col from 'antd/es/col'
import DatePicker from 'antd/es/date-picker'
import Flex from 'antd/es/flex'
import InputNumber from 'antd/es/input-number'
import Row from 'antd/es/row'
import Statistic from 'antd/es/statistic'
import Typography from 'antd/es/typography'
import dayjs, { type Dayjs } from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { formatMoney } from '@/shared/lib/money'

import { useStatisticsCentre } from '../api/statisticsCentre'
import { type FillRow, type Statistics, useStatisticsOverview } from '../api/statisticsOverview'
import { duration, lastThirtyDays, ordered, type PeriodDays, percentText, periodProblem } from '../lib/statisticsView'
import { BreakdownChart, type LabelledRow } from './BreakdownChart'

type Translate = (key: string, values?: Record<string, unknown>) => string

interface Figure {
  key: string
  title: string
  value: string | number | undefined
}

function durationText(seconds: number | null | undefined, t: Translate): string {
  if (seconds === null || seconds === undefined) return '–'
  const { days, hours, minutes } = duration(seconds)
  if (days > 0) return t('adminStatistics.daysHours', { days, hours })
  if (hours > 0) return t('adminStatistics.hoursMinutes', { hours, minutes })
  return t('adminStatistics.minutes', { minutes })
}

function bookingFigures(data: Statistics | undefined, t: Translate): Figure[] {
  const b = data?.bookings
  return [
    { key: 'bookings', title: t('adminStatistics.bookings'), value: b?.total.bookings },
    { key: 'fillRate', title: t('adminStatistics.fillRate'), value: b && percentText(b.total.fillRate) },
    { key: 'median', title: t('adminStatistics.medianFill'), value: b && durationText(b.medianFillSeconds, t) },
    { key: 'p90', title: t('adminStatistics.p90Fill'), value: b && durationText(b.p90FillSeconds, t) },
    { key: 'unfilled', title: t('adminStatistics.unfilledBookings'), value: b?.total.unfilledBookings },
    { key: 'canceled', title: t('adminStatistics.canceled'), value: b?.canceled },
  ]
}

function moneyFigures(data: Statistics | undefined, t: Translate): Figure[] {
  const m = data?.money
  return [
    { key: 'revenue', title: t('adminStatistics.revenue'), value: m && formatMoney(m.revenue) },
    { key: 'gst', title: t('adminStatistics.gst'), value: m && formatMoney(m.gst) },
    { key: 'total', title: t('adminStatistics.totalBilled'), value: m && formatMoney(m.total) },
    { key: 'cancellationFees', title: t('adminStatistics.cancellationFees'), value: m && formatMoney(m.cancellationFees) },
    { key: 'placementFees', title: t('adminStatistics.placementFees'), value: m && formatMoney(m.placementFees) },
    { key: 'invoices', title: t('adminStatistics.invoices'), value: m?.invoices },
  ]
}

function teacherFigures(data: Statistics | undefined, t: Translate): Figure[] {
  const teachers = data?.teachers
  return [
    { key: 'active', title: t('adminStatistics.active'), value: teachers?.active },
    { key: 'dormant', title: t('adminStatistics.dormant'), value: teachers?.dormant },
    { key: 'expiring', title: t('adminStatistics.expiring'), value: teachers?.expiringDocuments },
    { key: 'approved', title: t('adminStatistics.approved'), value: teachers?.approved },
  ]
}

function FigureCards({ title, figures, loading }: { title: string; figures: Figure[]; loading: boolean }) {
  return (
    <section aria-label={title}>
      <Typography.Title level={5}>{title}</Typography.Title>
      <Row gutter={[12, 12]}>
        {figures.map((figure) => (
          <Col key={figure.key} xs={12} md={8} xl={4}>
            <Card size="small">
              <Statistic title={figure.title} value={figure.value ?? '–'} loading={loading} />
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  )
}

function labelled(rows: readonly FillRow[], label: (key: string) => string): LabelledRow[] {
  return rows.map((row) => ({ label: label(row.key), row }))
}

/** Statistics: the platform's bookings, fill, money and teachers over a chosen period. */
export function StatisticsPage() {
  const { t } = useTranslation()
  const [period, setPeriod] = useState<PeriodDays>(() => lastThirtyDays(dayjs().format('YYYY-MM-DD')))
  const [centreId, setCentreId] = useState<number | null>(null)
  const problem = periodProblem(period)
  const asked = problem === null ? period : null
  const platform = useStatisticsOverview(centreId === null ? asked : null)
  const centre = useStatisticsCentre(asked, centreId)
  const statistics = centreId === null ? platform : centre
  const data = statistics.data
  const loading = statistics.isPending && problem === null
  const b = data?.bookings

  const onRange = (values: [Dayjs | null, Dayjs | null] | null) => {
    if (!values?.[0] || !values[1]) return
    setPeriod({ dateFrom: values[0].format('YYYY-MM-DD'), dateTo: values[1].format('YYYY-MM-DD') })
  }

  const breakdowns = [
    {
      key: 'leadTime',
      title: t('adminStatistics.byLeadTime'),
      rows: labelled(ordered(b?.byLeadTime ?? [], 'leadTime'), (key) => t(`adminStatistics.lead.${key}`)),
    },
    {
      key: 'weekday',
      title: t('adminStatistics.byWeekday'),
      rows: labelled(ordered(b?.byWeekday ?? [], 'weekday'), (key) => t(`adminStatistics.weekday.${key}`)),
    },
    {
      key: 'region',
      title: t('adminStatistics.byRegion'),
      rows: labelled(ordered(b?.byRegion ?? [], 'other'), (key) => key || t('adminStatistics.noRegion')),
    },
    {
      key: 'qualification',
      title: t('adminStatistics.byQualification'),
      rows: labelled(ordered(b?.byQualification ?? [], 'other'), (key) =>
        t(`adminStatistics.qualification.${key}`, { defaultValue: key }),
      ),
    },
  ]

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('adminStatistics.title')}
        </Typography.Title>
        <Flex gap={12} wrap>
          <InputNumber<number>
            aria-label={t('adminStatistics.centreId')}
            placeholder={t('adminStatistics.centreId')}
            min={1}
            precision={0}
            style={{ width: 180 }}
            value={centreId}
            onChange={(value) => setCentreId(typeof value === 'number' && value > 0 ? value : null)}
          />
          <DatePicker.RangePicker
            aria-label={t('adminStatistics.period')}
            allowClear={false}
            value={[dayjs(period.dateFrom), dayjs(period.dateTo)]}
            onChange={onRange}
          />
        </Flex>
      </Flex>
      {problem && <Alert type="warning" showIcon message={t(`adminStatistics.problem.${problem}`)} />}
      {statistics.isError && (
        <Alert type="error" showIcon message={t(centreId === null ? 'adminStatistics.loadFailed' : 'adminStatistics.centreFailed')} />
      )}
      <Typography.Text type="secondary">{t('adminStatistics.fillHint')}</Typography.Text>
      <FigureCards title={t('adminStatistics.bookingsTitle')} figures={bookingFigures(data, t)} loading={loading} />
      <FigureCards title={t('adminStatistics.moneyTitle')} figures={moneyFigures(data, t)} loading={loading} />
      {centreId === null && (
        <FigureCards title={t('adminStatistics.teachersTitle')} figures={teacherFigures(data, t)} loading={loading} />
      )}
      <Row gutter={[16, 16]}>
        {breakdowns.map((breakdown) => (
          <Col key={breakdown.key} xs={24} xl={12}>
            <BreakdownChart title={breakdown.title} rows={breakdown.rows} loading={loading} />
          </Col>
        ))}
      </Row>
    </Flex>
  )
}
