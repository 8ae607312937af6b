import { describe, expect, it } from 'vitest'

import { GUARD_KEY, type GuardStorage, markShown, nextPopup, wasShown } from './popupGuard'

function memory(initial?: string): GuardStorage & { data: Map<string, string> } {
  const data = new Map<string, string>()
  if (initial !== undefined) data.set(GUARD_KEY, initial)
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  }
}

describe('popupGuard', () => {
  it('shows the voucher first, then the activity, each once', () => {
    const storage = memory()
    const facts = { hasVoucher: true, activity: true }
    expect(nextPopup(storage, facts)).toBe('voucher')
    markShown(storage, 'voucher')
    expect(nextPopup(storage, facts)).toBe('activity')
    markShown(storage, 'activity')
    expect(nextPopup(storage, facts)).toBeNull()
    expect(JSON.parse(storage.data.get(GUARD_KEY) ?? '')).toEqual({ voucher: true, activity: true })
  })

  it('shows nothing the server does not offer', () => {
    expect(nextPopup(memory(), { hasVoucher: false, activity: false })).toBeNull()
    expect(nextPopup(memory(), { hasVoucher: false, activity: true })).toBe('activity')
  })

  it('reads a damaged guard as nothing shown', () => {
    expect(wasShown(memory('not json'), 'voucher')).toBe(false)
    expect(wasShown(memory('[1,2]'), 'voucher')).toBe(false)
    expect(wasShown(memory('{"voucher": "yes"}'), 'voucher')).toBe(false)
    const storage = memory('"text"')
    markShown(storage, 'voucher')
    expect(wasShown(storage, 'voucher')).toBe(true)
  })
})
