import { describe, expect, it } from 'vitest'

import { invoiceStatusName, isPositive, lineKindName, ratePercent } from './invoiceLabels'

describe('invoiceLabels', () => {
  it('names the statuses 1 unpaid, 2 paid, 3 overdue', () => {
    expect(invoiceStatusName(1)).toBe('unpaid')
    expect(invoiceStatusName(2)).toBe('paid')
    expect(invoiceStatusName(3)).toBe('overdue')
  })

  it('names the line kinds', () => {
    expect(lineKindName(1)).toBe('timeSheet')
    expect(lineKindName(2)).toBe('cancellationFee')
    expect(lineKindName(3)).toBe('placementFee')
  })

  it('shortens the GST rate', () => {
    expect(ratePercent('15.00')).toBe('15')
    expect(ratePercent('12.50')).toBe('12.5')
    expect(ratePercent('0')).toBe('0')
  })

  it('tells a discount worth showing', () => {
    expect(isPositive('0.00')).toBe(false)
    expect(isPositive('0.01')).toBe(true)
  })
})
