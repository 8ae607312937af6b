import theme from 'antd/es/theme'
import Tooltip from 'antd/es/tooltip'
import { useMemo } from 'react'

import { barLines } from '../lib/statisticsView'
import './statistics.css'

export interface BarSeries {
  key: string
  label: string
  colour: string
}

export interface BarRow {
  key: string
  label: string
  values: Readonly<Record<string, number>>
}

interface StackedBarsProps {
  /** What the chart shows, for a screen reader (the table beside it holds the figures). */
  label: string
  series: readonly BarSeries[]
  rows: readonly BarRow[]
  /** A legend of the series above the bars (off when each row is one series). */
  legend?: boolean
}

/**
 * A horizontal stacked bar chart drawn with the page's own elements: one bar a
 * row, each series a segment, every bar against the largest row's total. Light
 * enough to load with the screen, and it follows the theme.
 */
export function StackedBars({ label, series, rows, legend = true }: StackedBarsProps) {
  const { token } = theme.useToken()
  const lines = useMemo(
    () =>
      barLines(
        rows,
        series.map((one) => one.key),
      ),
    [rows, series],
  )
  const byKey = new Map(series.map((one) => [one.key, one]))
  return (
    <figure className="statistics-bars" role="img" aria-label={label} style={{ margin: 0 }}>
      {legend && (
        <div className="statistics-bars__legend" aria-hidden>
          {series.map((one) => (
            <span key={one.key} className="statistics-bars__key">
              <span className="statistics-bars__swatch" style={{ background: one.colour }} />
              {one.label}
            </span>
          ))}
        </div>
      )}
      {lines.map((line, index) => {
        const row = rows[index]
        const summary = line.segments.map((segment) => `${byKey.get(segment.key)?.label ?? segment.key}: ${segment.value}`).join(' · ')
        return (
          <div key={line.key} className="statistics-bars__row" aria-hidden>
            <span className="statistics-bars__label" title={row?.label}>
              {row?.label}
            </span>
            <Tooltip title={summary || undefined}>
              <div className="statistics-bars__track" style={{ background: token.colorFillQuaternary }}>
                {line.segments.map((segment) => (
                  <div
                    key={segment.key}
                    className="statistics-bars__segment"
                    style={{ width: `${segment.width}%`, background: byKey.get(segment.key)?.colour }}
                  />
                ))}
              </div>
            </Tooltip>
            <span className="statistics-bars__total" style={{ color: token.colorTextSecondary }}>
              {line.total}
            </span>
          </div>
        )
      })}
    </figure>
  )
}
