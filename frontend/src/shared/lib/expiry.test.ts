import { describe, expect, it } from 'vitest'

import { expiryState } from './expiry'

describe('expiryState', () => {
  it('is expired once the day has passed, not on the day itself', () => {
    expect(expiryState('2026-11-21', '2026-11-22')).toBe('expired')
    expect(expiryState('2026-11-22', '2026-11-22')).toBe('soon')
  })

  it('warns within 30 days', () => {
    expect(expiryState('2026-12-22', '2026-11-22')).toBe('soon')
    expect(expiryState('2026-12-23', '2026-11-22')).toBe('valid')
  })

  it('knows nothing about a missing or malformed date', () => {
    expect(expiryState(null, '2026-11-22')).toBe('unknown')
    expect(expiryState('soon', '2026-11-22')).toBe('unknown')
  })
})
