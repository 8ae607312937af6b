import { describe, expect, it } from 'vitest'

import { formatReliability, reliabilityTone } from './reliability'

describe('formatReliability', () => {
  it('shows the share of jobs kept as a percentage', () => {
    expect(formatReliability(0.98)).toBe('98%')
    expect(formatReliability(1)).toBe('100%')
    expect(formatReliability(0)).toBe('0%')
  })

  it('keeps one decimal when the share is not whole', () => {
    expect(formatReliability(0.9875)).toBe('98.8%')
    expect(formatReliability(51 / 52)).toBe('98.1%')
    expect(formatReliability(2 / 3)).toBe('66.7%')
  })

  it('is null when the teacher has no jobs yet', () => {
    expect(formatReliability(null)).toBeNull()
    expect(formatReliability(undefined)).toBeNull()
    expect(formatReliability(Number.NaN)).toBeNull()
  })

  it('never goes outside 0% to 100%', () => {
    expect(formatReliability(1.2)).toBe('100%')
    expect(formatReliability(-0.1)).toBe('0%')
  })

  it('follows the language', () => {
    expect(formatReliability(0.98, 'zh-CN')).toBe('98%')
  })
})

describe('reliabilityTone', () => {
  it('grades the share', () => {
    expect(reliabilityTone(0.98)).toBe('success')
    expect(reliabilityTone(0.95)).toBe('success')
    expect(reliabilityTone(0.9)).toBe('warning')
    expect(reliabilityTone(0.5)).toBe('danger')
    expect(reliabilityTone(null)).toBeUndefined()
  })
})
