import { describe, expect, it } from 'vitest'

import { mayApply, mayWithdraw, rateBand } from './offerLabels'

describe('offer labels', () => {
  it('names the four rate bands', () => {
    expect([1, 2, 3, 4].map(rateBand)).toEqual(['$24-26', '$27-29', '$30-32', '$33-36'])
    expect(rateBand(0)).toBe('–')
  })

  it('lets a teacher apply to an open offer once, or again after withdrawing', () => {
    expect(mayApply(1, null)).toBe(true)
    expect(mayApply(1, 5)).toBe(true)
    expect(mayApply(1, 1)).toBe(false)
    expect(mayApply(1, 4)).toBe(false)
    expect(mayApply(3, null)).toBe(false)
  })

  it('lets a teacher withdraw while applied or shortlisted on an open offer', () => {
    expect(mayWithdraw(1, 1)).toBe(true)
    expect(mayWithdraw(1, 2)).toBe(true)
    expect(mayWithdraw(1, 3)).toBe(false)
    expect(mayWithdraw(2, 1)).toBe(false)
  })
})
