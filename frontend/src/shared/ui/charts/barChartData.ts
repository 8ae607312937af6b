/** One series of a bar chart: a stacked part of every bar. */
export interface BarSeries {
  key: string
  label: string
  colour: string
}

/** One bar: its label and each series' value. */
export interface BarRow {
  key: string
  label: string
  values: Readonly<Record<string, number>>
}

export interface BarDataset {
  label: string
  data: number[]
  backgroundColor: string
  stack: 'all'
}

export interface BarChartData {
  labels: string[]
  datasets: BarDataset[]
}

/**
 * The chart's data: one dataset a series, each with one value a bar (a
 * missing or negative value is drawn as nothing); a series with no value on
 * any bar is left out, so the legend names only what is drawn.
 */
export function stackedBarData(rows: readonly BarRow[], series: readonly BarSeries[]): BarChartData {
  return {
    labels: rows.map((row) => row.label),
    datasets: series
      .map((one) => ({
        label: one.label,
        data: rows.map((row) => Math.max(0, row.values[one.key] ?? 0)),
        backgroundColor: one.colour,
        stack: 'all' as const,
      }))
      .filter((dataset) => dataset.data.some((value) => value > 0)),
  }
}

/** The chart's height: room for each bar, and for the legend when it shows. */
export function barChartHeight(bars: number, legend: boolean): number {
  const BAR = 30
  const AXES = 36
  const LEGEND = 28
  return Math.max(1, bars) * BAR + AXES + (legend ? LEGEND : 0)
}
