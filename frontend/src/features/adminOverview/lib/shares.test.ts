import { describe, expect, it } from 'vitest'

import { shareOf } from './shares'

describe('shareOf', () => {
  it('is a whole percentage of the total, 0 of nothing', () => {
    expect(shareOf(1, 3)).toBe(33)
    expect(shareOf(2, 3)).toBe(67)
    expect(shareOf(5, 5)).toBe(100)
    expect(shareOf(0, 0)).toBe(0)
    expect(shareOf(3, 0)).toBe(0)
  })
})
