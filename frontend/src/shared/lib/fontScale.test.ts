import { describe, expect, it } from 'vitest'

import { BASE_FONT_PX, fontScaleFactor, isMobileWidth, MIN_FONT_PX, rootFontSizePx } from './fontScale'

describe('fontScaleFactor', () => {
  it('is the width relative to 750', () => {
    expect(fontScaleFactor(750)).toBe(1)
    expect(fontScaleFactor(375)).toBe(0.5)
    expect(fontScaleFactor(900)).toBeCloseTo(1.2)
  })

  it('is capped at a factor of 2', () => {
    expect(fontScaleFactor(1500)).toBe(2)
    expect(fontScaleFactor(3840)).toBe(2)
  })

  it('never goes negative', () => {
    expect(fontScaleFactor(-10)).toBe(0)
  })
})

describe('rootFontSizePx', () => {
  it('keeps the desktop base from the 992px breakpoint up', () => {
    expect(isMobileWidth(992)).toBe(false)
    expect(rootFontSizePx(992)).toBe(BASE_FONT_PX)
    expect(rootFontSizePx(2560)).toBe(BASE_FONT_PX)
  })

  it('scales with the width in mobile mode', () => {
    expect(isMobileWidth(991)).toBe(true)
    expect(rootFontSizePx(750)).toBe(14)
    expect(rootFontSizePx(900)).toBe(16.8)
    expect(rootFontSizePx(991)).toBe(18.5)
  })

  it('keeps text readable on a narrow phone', () => {
    expect(rootFontSizePx(375)).toBe(MIN_FONT_PX)
    expect(rootFontSizePx(320)).toBe(MIN_FONT_PX)
  })
})
