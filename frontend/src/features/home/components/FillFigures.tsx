import './home.css'

import LineChartOutlined from '@ant-design/icons/LineChartOutlined'
import ReloadOutlined from '@ant-design/icons/ReloadOutlined'
import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import Card from 'antd/es/card'
import Col from 'antd/es/col'
import DatePicker from 'antd/es/date-picker'
import Empty from 'antd/es/empty'
import Flex from 'antd/es/flex'
import Row from 'antd/es/row'
import Skeleton from 'antd/es/skeleton'
import Statistic from 'antd/es/statistic'
import theme from 'antd/es/theme'
import Typography from 'antd/es/typography'
import dayjs, { type Dayjs } from 'dayjs'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { fillValues, LEAD_TIMES, lastDays, type PeriodDays, percentText, periodProblem, yearToDate } from '@/shared/lib/fillFigures'
import { BarChart, type BarRow, type BarSeries } from '@/shared/ui/charts/BarChart'
import { barChartHeight } from '@/shared/ui/charts/barChartData'
import { ResponsiveTable } from '@/shared/ui/ResponsiveTable'
import { durationText } from '@/shared/ui/duration/durationText'

import { type FillRow, useFillFigures } from '../api/fillFigures'
import { FILL_PRESETS, type FillPreset, leadTimeRows } from '../lib/fillView'

const DAY = 'YYYY-MM-DD'

function presetPeriod(preset: FillPreset, today: string): PeriodDays {
  if (preset === 'last90') return lastDays(today, 90)
  if (preset === 'thisYear') return yearToDate(today)
  return lastDays(today, 30)
}

interface FillFiguresProps {
  /** The centre's date by the platform's clock (YYYY-MM-DD). */
  today: string
  /** False until the centre may read its dashboard (terms accepted). */
  enabled: boolean
}

/**
 * How fast the centre's bookings fill, over a chosen period (the last 30 days
 * at first): fill rate, median and 90th-percentile time to fill, unfilled at
 * start, and teacher-days filled and unfilled by lead time as a chart with
 * its table.
 */
export function FillFigures({ today, enabled }: FillFiguresProps) {
  const { t } = useTranslation()
  const { token } = theme.useToken()
  const [chosen, setChosen] = useState<PeriodDays | null>(null)
  const period = chosen ?? presetPeriod('last30', today)
  const problem = periodProblem(period)
  const fill = useFillFigures(enabled && problem === null ? period : null)
  const data = fill.data
  const loading = !enabled || (fill.isPending && fill.fetchStatus !== 'idle')
  const rows = useMemo(() => leadTimeRows(data?.byLeadTime ?? []), [data])
  // Kept while the figures are (a chart redraws whenever its series or bars change).
  const bars = useMemo<BarRow[]>(
    () => rows.map((row) => ({ key: row.key, label: t(`homeFill.lead.${row.key}`), values: fillValues(row) })),
    [rows, t],
  )
  const series = useMemo<BarSeries[]>(
    () => [
      { key: 'filled', label: t('homeFill.filled'), colour: token.colorSuccess },
      { key: 'unfilled', label: t('homeFill.unfilledDays'), colour: token.colorWarning },
    ],
    [t, token.colorSuccess, token.colorWarning],
  )
  const total = data?.total
  const timeText = (seconds: number | null | undefined) =>
    seconds === null || seconds === undefined ? '–' : durationText(t, seconds)

  const onRange = (values: [Dayjs | null, Dayjs | null] | null) => {
    if (!values?.[0] || !values[1]) return
    setChosen({ dateFrom: values[0].format(DAY), dateTo: values[1].format(DAY) })
  }

  const figures = [
    {
      key: 'fillRate',
      title: t('homeFill.fillRate'),
      value: total ? percentText(total.fillRate) : undefined,
      note: total ? t('homeFill.fillRateNote', { filled: total.filledDays, requested: total.requestedDays }) : '',
    },
    {
      key: 'median',
      title: t('homeFill.median'),
      value: data ? timeText(data.medianFillSeconds) : undefined,
      note: data ? t('homeFill.timedNote', { number: data.confirmedCount }) : '',
    },
    {
      key: 'p90',
      title: t('homeFill.p90'),
      value: data ? timeText(data.p90FillSeconds) : undefined,
      note: t('homeFill.p90Note'),
    },
    {
      key: 'unfilled',
      title: t('homeFill.unfilled'),
      value: total?.unfilledBookings,
      note: total ? t('homeFill.unfilledNote', { number: total.bookings }) : '',
    },
  ]

  return (
    <Card
      variant="borderless"
      className="fill-figures"
      title={
        <span>
          <LineChartOutlined aria-hidden /> {t('homeFill.title')}
        </span>
      }
      extra={
        <DatePicker.RangePicker
          aria-label={t('homeFill.period')}
          allowClear={false}
          value={[dayjs(period.dateFrom), dayjs(period.dateTo)]}
          presets={FILL_PRESETS.map((preset) => {
            const range = presetPeriod(preset, today)
            return { label: t(`homeFill.preset.${preset}`), value: [dayjs(range.dateFrom), dayjs(range.dateTo)] }
          })}
          onChange={onRange}
        />
      }
    >
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">{t('homeFill.hint')}</Typography.Text>
        {problem && <Alert type="warning" showIcon title={t(`homeFill.problem.${problem}`)} />}
        {fill.isError && (
          <Alert
            type="warning"
            showIcon
            title={t('homeFill.failed')}
            action={
              <Button size="small" icon={<ReloadOutlined />} onClick={() => void fill.refetch()}>
                {t('common.retry')}
              </Button>
            }
          />
        )}
        <section aria-label={t('homeFill.figures')}>
          <Row gutter={[12, 12]}>
            {figures.map((figure) => (
              <Col key={figure.key} xs={12} lg={6}>
                <Card size="small" className="fill-figure">
                  <Statistic title={figure.title} value={figure.value ?? '–'} loading={loading} />
                  <Typography.Text type="secondary" className="fill-figure__note">
                    {/* A line kept while loading, so the cards keep their height. */}
                    {loading || !figure.note ? '\u00a0' : figure.note}
                  </Typography.Text>
                </Card>
              </Col>
            ))}
          </Row>
        </section>
        <Row gutter={[16, 16]}>
          <Col xs={24} xxl={10}>
            <Typography.Title level={2} className="fill-figures__subtitle">
              {t('homeFill.byLeadTime')}
            </Typography.Title>
            {total && total.requestedDays > 0 ? (
              <BarChart
                // A new period draws a new chart (the figures of each are their own).
                key={`${data?.dateFrom}-${data?.dateTo}`}
                label={t('homeFill.chartLabel')}
                series={series}
                rows={bars}
              />
            ) : (
              // As tall as the chart, so nothing below moves when the figures come.
              <Flex align="center" justify="center" style={{ minHeight: barChartHeight(LEAD_TIMES.length, true) }}>
                {loading ? (
                  <Skeleton active paragraph={{ rows: 3 }} title={false} />
                ) : (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('homeFill.noDays')} />
                )}
              </Flex>
            )}
          </Col>
          <Col xs={24} xxl={14}>
            <ResponsiveTable<FillRow>
              label={t('homeFill.byLeadTime')}
              size="small"
              loading={loading}
              rowKey="key"
              rows={rows}
              empty={t('homeFill.noDays')}
              columns={[
                { key: 'lead', title: t('homeFill.leadTime'), card: 'title', render: (_, row) => t(`homeFill.lead.${row.key}`) },
                { key: 'bookings', title: t('homeFill.bookings'), align: 'right', dataIndex: 'bookings' },
                { key: 'requested', title: t('homeFill.requestedDays'), align: 'right', dataIndex: 'requestedDays' },
                { key: 'filled', title: t('homeFill.filledDays'), align: 'right', dataIndex: 'filledDays' },
                { key: 'rate', title: t('homeFill.fillRate'), align: 'right', card: 'extra', render: (_, row) => percentText(row.fillRate) },
                { key: 'unfilled', title: t('homeFill.unfilled'), align: 'right', dataIndex: 'unfilledBookings' },
              ]}
            />
          </Col>
        </Row>
      </Flex>
    </Card>
  )
}
