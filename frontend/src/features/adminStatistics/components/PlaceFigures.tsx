import Col from 'antd/es/col'
import Row from 'antd/es/row'
import { useTranslation } from 'react-i18next'

import { formatMoney } from '@/shared/lib/money'

import type { FillRow, Statistics } from '../api/statisticsOverview'
import { duration, ordered, percentText } from '../lib/statisticsView'
import { BreakdownChart, type LabelledRow } from './BreakdownChart'
import { type Figure, FigureCards } from './FigureCards'

type Translate = (key: string, values?: Record<string, unknown>) => string

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

function labelled(rows: readonly FillRow[], label: (key: string) => string): LabelledRow[] {
  return rows.map((row) => ({ label: label(row.key), row }))
}

/** The platform's or one centre's figures: bookings, fill and money as cards, the
 * breakdowns as charts; the platform's teachers too. */
export function PlaceFigures({ data, loading, platform }: { data: Statistics | undefined; loading: boolean; platform: boolean }) {
  const { t } = useTranslation()
  const b = data?.bookings
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
    <>
      <FigureCards title={t('adminStatistics.bookingsTitle')} figures={bookingFigures(data, t)} loading={loading} />
      <FigureCards title={t('adminStatistics.moneyTitle')} figures={moneyFigures(data, t)} loading={loading} />
      {platform && <FigureCards title={t('adminStatistics.teachersTitle')} figures={teacherFigures(data, t)} loading={loading} />}
      <Row gutter={[16, 16]}>
        {breakdowns.map((breakdown) => (
          <Col key={breakdown.key} xs={24} xl={12}>
            <BreakdownChart title={breakdown.title} rows={breakdown.rows} loading={loading} />
          </Col>
        ))}
      </Row>
    </>
  )
}
