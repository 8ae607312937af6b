import Card from 'antd/es/card'
import Table from 'antd/es/table'
import theme from 'antd/es/theme'
import { useTranslation } from 'react-i18next'

import type { FillRow } from '../api/statisticsOverview'
import { fillValues, percentText } from '../lib/statisticsView'
import { BarChart } from '@/shared/ui/charts/BarChart'

export interface LabelledRow {
  label: string
  row: FillRow
}

interface BreakdownChartProps {
  title: string
  rows: readonly LabelledRow[]
  loading: boolean
}

/** One breakdown: filled and unfilled teacher-days of each slice as stacked bars,
 * with its figures as a table beneath (what a screen reader and the tests read). */
export function BreakdownChart({ title, rows, loading }: BreakdownChartProps) {
  const { t } = useTranslation()
  const { token } = theme.useToken()
  return (
    <Card title={title} size="small">
      {rows.length > 0 && (
        <BarChart
          label={t('adminStatistics.chartOf', { title })}
          series={[
            { key: 'filled', label: t('adminStatistics.filled'), colour: token.colorSuccess },
            { key: 'unfilled', label: t('adminStatistics.unfilled'), colour: token.colorWarning },
          ]}
          rows={rows.map(({ label, row }) => ({ key: row.key, label, values: fillValues(row) }))}
        />
      )}
      <Table<LabelledRow>
        aria-label={title}
        size="small"
        loading={loading}
        pagination={false}
        rowKey={(item) => item.row.key}
        dataSource={[...rows]}
        locale={{ emptyText: t('adminStatistics.noBookings') }}
        columns={[
          { key: 'label', title: t('adminStatistics.slice'), render: (_, item) => item.label },
          { key: 'bookings', title: t('adminStatistics.bookings'), align: 'right', render: (_, item) => item.row.bookings },
          { key: 'requested', title: t('adminStatistics.requestedDays'), align: 'right', render: (_, item) => item.row.requestedDays },
          { key: 'filled', title: t('adminStatistics.filledDays'), align: 'right', render: (_, item) => item.row.filledDays },
          { key: 'rate', title: t('adminStatistics.fillRate'), align: 'right', render: (_, item) => percentText(item.row.fillRate) },
          { key: 'unfilled', title: t('adminStatistics.unfilledBookings'), align: 'right', render: (_, item) => item.row.unfilledBookings },
        ]}
      />
    </Card>
  )
}
