import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'

import { daysUntil } from './holidayCountdown'

describe('daysUntil', () => {
  const today = dayjs('2026-12-20T15:30:00')

  it('counts whole days whatever the time of day', () => {
    expect(daysUntil('2026-12-20', today)).toBe(0)
    expect(daysUntil('2026-12-21', today)).toBe(1)
    expect(daysUntil('2026-12-25', today)).toBe(5)
    expect(daysUntil('2027-01-01', today)).toBe(12)
  })

  it('is negative for a past day', () => {
    expect(daysUntil('2026-12-19', today)).toBe(-1)
  })
})
