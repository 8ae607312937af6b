import theme from 'antd/es/theme'
import { BarController, BarElement, CategoryScale, Chart, type ChartOptions, Legend, LinearScale, Tooltip } from 'chart.js'
import { useMemo } from 'react'
import { Bar } from 'react-chartjs-2'
import { useTranslation } from 'react-i18next'

import { barChartHeight, type BarRow, type BarSeries, stackedBarData } from './barChartData'

// Only the parts a horizontal bar chart draws with, so the rest of Chart.js
// stays out of the bundle.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend)

export type { BarRow, BarSeries } from './barChartData'

interface BarChartProps {
  /** What the chart shows, for a screen reader (a table beside it holds the figures). */
  label: string
  series: readonly BarSeries[]
  rows: readonly BarRow[]
  /** A legend of the series above the bars (off when each bar is one series). */
  legend?: boolean
}

function prefersLessMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/**
 * Horizontal stacked bars (Chart.js): one bar a row, each series a part of
 * it, on one scale so the rows compare at a glance. Colours and type follow
 * the theme; numbers are written in the reader's language.
 */
export function BarChart({ label, series, rows, legend = true }: BarChartProps) {
  const { token } = theme.useToken()
  const { i18n } = useTranslation()
  const data = useMemo(() => stackedBarData(rows, series), [rows, series])
  const options = useMemo<ChartOptions<'bar'>>(
    () => ({
      indexAxis: 'y',
      responsive: true,
      maintainAspectRatio: false,
      locale: i18n.language,
      animation: prefersLessMotion() ? false : { duration: 300 },
      font: { family: token.fontFamily, size: 12 },
      color: token.colorText,
      scales: {
        x: {
          stacked: true,
          beginAtZero: true,
          ticks: { precision: 0, color: token.colorTextSecondary },
          grid: { color: token.colorSplit },
          border: { display: false },
        },
        y: {
          stacked: true,
          ticks: { color: token.colorText },
          grid: { display: false },
        },
      },
      plugins: {
        legend: { display: legend, position: 'top', align: 'start', labels: { boxWidth: 10, boxHeight: 10 } },
        tooltip: { mode: 'index', intersect: false },
      },
      datasets: { bar: { maxBarThickness: 18, borderRadius: 3 } },
    }),
    [i18n.language, legend, token],
  )
  return (
    <div style={{ position: 'relative', height: barChartHeight(rows.length, legend), marginBottom: token.marginMD }}>
      <Bar role="img" aria-label={label} data={data} options={options} />
    </div>
  )
}
