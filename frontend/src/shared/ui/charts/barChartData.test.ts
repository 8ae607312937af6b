import { describe, expect, it } from 'vitest'

import { barChartHeight, stackedBarData } from './barChartData'

const series = [
  { key: 'filled', label: 'Filled', colour: 'green' },
  { key: 'unfilled', label: 'Unfilled', colour: 'orange' },
]

describe('stackedBarData', () => {
  it('makes one dataset a series with one value a bar, in the rows’ order', () => {
    const data = stackedBarData(
      [
        { key: 'same-day', label: 'Same day', values: { filled: 3, unfilled: 1 } },
        { key: 'one-day', label: '1 day', values: { filled: 0, unfilled: 2 } },
      ],
      series,
    )
    expect(data.labels).toEqual(['Same day', '1 day'])
    expect(data.datasets).toEqual([
      { label: 'Filled', data: [3, 0], backgroundColor: 'green', stack: 'all' },
      { label: 'Unfilled', data: [1, 2], backgroundColor: 'orange', stack: 'all' },
    ])
  })

  it('draws a missing or negative value as nothing and leaves out a series with nothing drawn', () => {
    const data = stackedBarData([{ key: 'x', label: 'X', values: { filled: -2 } }], series)
    expect(data.datasets).toEqual([])
    expect(stackedBarData([{ key: 'x', label: 'X', values: { filled: 4 } }], series).datasets).toEqual([
      { label: 'Filled', data: [4], backgroundColor: 'green', stack: 'all' },
    ])
  })
})

describe('barChartHeight', () => {
  it('grows with the bars and makes room for the legend', () => {
    expect(barChartHeight(4, false)).toBe(4 * 30 + 36)
    expect(barChartHeight(4, true)).toBe(4 * 30 + 36 + 28)
    expect(barChartHeight(0, false)).toBe(30 + 36)
  })
})
