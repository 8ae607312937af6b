import { describe, expect, it } from 'vitest'

import { discountedRate, discountProblem, effectiveRate, ratesBody, rateProblem, rateValues } from './centreRates'
import { dollars, hasOwnRates, labelOf, BOOKING_STATUSES } from './centreLabels'

describe('a centre’s own rates', () => {
  it('start from the server’s texts, empty ones as null', () => {
    expect(
      rateValues({ qualifiedRate: '41.50', unqualifiedRate: null, qualifiedDiscount: '0.00', unqualifiedDiscount: null }),
    ).toEqual({ qualifiedRate: 41.5, unqualifiedRate: null, qualifiedDiscount: 0, unqualifiedDiscount: null })
  })

  it('go to the server with two places, empty ones as null', () => {
    expect(ratesBody(3, { qualifiedRate: 41.5, qualifiedDiscount: 2 })).toEqual({
      centreId: 3,
      qualifiedRate: '41.50',
      unqualifiedRate: null,
      qualifiedDiscount: '2.00',
      unqualifiedDiscount: null,
    })
  })

  it('refuse a rate out of the server’s bounds', () => {
    expect(rateProblem(null)).toBeNull()
    expect(rateProblem(1)).toBeNull()
    expect(rateProblem(500)).toBeNull()
    expect(rateProblem(0.99)).toEqual({ kind: 'rateBounds', low: 1, high: 500 })
    expect(rateProblem(500.01)?.kind).toBe('rateBounds')
  })

  it('refuse a discount out of bounds or not below the rate it comes off', () => {
    expect(discountProblem(undefined, 30)).toBeNull()
    expect(discountProblem(-1, 30)).toEqual({ kind: 'discountBounds', high: 100 })
    expect(discountProblem(100.5, 300)).toEqual({ kind: 'discountBounds', high: 100 })
    expect(discountProblem(30, 30)).toEqual({ kind: 'discountNotBelowRate', rate: 30 })
    expect(discountProblem(29.99, 30)).toBeNull()
  })

  it('price at the centre’s own rate, else the platform’s, less the discount', () => {
    expect(effectiveRate(44, 35)).toBe(44)
    expect(effectiveRate(null, 35)).toBe(35)
    expect(discountedRate(44, 2.5)).toBe(41.5)
    expect(discountedRate(35, null)).toBe(35)
    expect(discountedRate(null, 2)).toBeNull()
  })
})

describe('the centre’s labels', () => {
  it('know the codes and say unknown for others', () => {
    expect(labelOf(BOOKING_STATUSES, 1)).toBe('confirmed')
    expect(labelOf(BOOKING_STATUSES, 9)).toBe('unknown')
  })

  it('show money and whether the centre has rates of its own', () => {
    expect(dollars('41.5')).toBe('$41.50')
    expect(dollars(null)).toBe('—')
    expect(hasOwnRates({ qualifiedRate: null, unqualifiedRate: null, qualifiedDiscount: '1.00', unqualifiedDiscount: null })).toBe(true)
    expect(hasOwnRates({ qualifiedRate: null, unqualifiedRate: null, qualifiedDiscount: null, unqualifiedDiscount: null })).toBe(false)
  })
})
