import { describe, expect, it } from 'vitest'

import { contrast, readableOnWhite, TEXT_CONTRAST, THEME_CONTRAST, tint } from './contrast'

describe('contrast', () => {
  it('measures as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrast('#ffffff', '#ffffff')).toBe(1)
    // Ant Design's default blue and red, as the accessibility checkers report them.
    expect(contrast('#1677ff', '#ffffff')).toBeCloseTo(4.1, 1)
    expect(contrast('#ff4d4f', '#ffffff')).toBeCloseTo(3.27, 2)
    expect(contrast('#ffffff', '#1677ff')).toBe(contrast('#1677ff', '#ffffff'))
  })
})

describe('readableOnWhite', () => {
  it('keeps a colour that is already readable', () => {
    expect(readableOnWhite('#722ED1')).toBe('#722ed1')
    expect(readableOnWhite('#2f54eb', TEXT_CONTRAST)).toBe('#2f54eb')
    expect(readableOnWhite('#000000')).toBe('#000000')
  })

  it('darkens a light colour just enough, keeping its hue', () => {
    const blue = readableOnWhite('#1677ff')
    expect(contrast(blue, '#ffffff')).toBeGreaterThanOrEqual(THEME_CONTRAST)
    expect(contrast(blue, '#ffffff')).toBeLessThan(THEME_CONTRAST + 0.3)
    expect(contrast(readableOnWhite('#1677ff', TEXT_CONTRAST), '#ffffff')).toBeLessThan(THEME_CONTRAST)
    const part = (at: number) => Number.parseInt(blue.slice(at, at + 2), 16)
    expect(part(5)).toBeGreaterThan(part(3))
    expect(part(3)).toBeGreaterThan(part(1))
  })

  it('makes white a readable colour too', () => {
    expect(contrast(readableOnWhite('#ffffff'), '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST)
  })

})

describe('tint', () => {
  it('mixes the colour into white', () => {
    expect(tint('#1677FF', 0)).toBe('#ffffff')
    expect(tint('#1677ff', 1)).toBe('#1677ff')
    expect(tint('#000000', 0.5)).toBe('#808080')
  })
})
