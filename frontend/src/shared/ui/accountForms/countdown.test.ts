import { describe, expect, it } from 'vitest'

import { secondsUntil } from './countdown'

describe('secondsUntil', () => {
  it('counts whole seconds up, and stops at 0', () => {
    expect(secondsUntil(10_000, 0)).toBe(10)
    expect(secondsUntil(10_000, 9_001)).toBe(1)
    expect(secondsUntil(10_000, 10_000)).toBe(0)
    expect(secondsUntil(10_000, 12_000)).toBe(0)
  })

  it('has nothing to count without a deadline', () => {
    expect(secondsUntil(null, 5)).toBe(0)
    expect(secondsUntil(undefined, 5)).toBe(0)
  })
})
