import { describe, expect, it } from 'vitest'

import { unreadBadgeText } from './unreadBadge'

describe('unreadBadgeText', () => {
  it('shows nothing without unread notices', () => {
    expect(unreadBadgeText(0)).toBe('')
    expect(unreadBadgeText(undefined)).toBe('')
    expect(unreadBadgeText(null)).toBe('')
    expect(unreadBadgeText(-3)).toBe('')
  })

  it('shows the count up to 99', () => {
    expect(unreadBadgeText(1)).toBe('1')
    expect(unreadBadgeText(42)).toBe('42')
    expect(unreadBadgeText(99)).toBe('99')
  })

  it('shows 99+ above 99', () => {
    expect(unreadBadgeText(100)).toBe('99+')
    expect(unreadBadgeText(12345)).toBe('99+')
  })
})
