import { describe, expect, it } from 'vitest'

import { leadTimeRows } from './fillView'

describe('the dashboard fill figures', () => {
  it('reads every lead time in order, those without bookings as zeros', () => {
    const rows = leadTimeRows([
      { key: 'eightPlus', bookings: 1, requestedDays: 2, filledDays: 2, fillRate: 1, unfilledBookings: 0 },
      { key: 'sameDay', bookings: 1, requestedDays: 1, filledDays: 0, fillRate: 0, unfilledBookings: 1 },
    ])
    expect(rows.map((row) => row.key)).toEqual(['sameDay', 'oneDay', 'twoToSeven', 'eightPlus'])
    expect(rows[1]).toEqual({ key: 'oneDay', bookings: 0, requestedDays: 0, filledDays: 0, fillRate: null, unfilledBookings: 0 })
    expect(rows[3]?.filledDays).toBe(2)
    expect(leadTimeRows([])).toHaveLength(4)
  })
})
