import theme from 'antd/es/theme'
import { describe, expect, it } from 'vitest'

import { contrast, TEXT_CONTRAST } from './contrast'
import { appTheme } from './theme'
import { THEME_COLOURS } from './themeColours'

/** The theme's colours as Ant Design derives them for an app. */
function tokens(colour?: string) {
  return theme.getDesignToken(appTheme('centre', colour))
}

describe('appTheme', () => {
  it.each(THEME_COLOURS.map((choice) => choice.value))(
    'keeps words readable in the theme colour %s, on white, under white and on its tint',
    (colour) => {
      const token = tokens(colour)
      expect(contrast(token.colorPrimary, '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST)
      expect(contrast(token.colorPrimary, token.colorPrimaryBg)).toBeGreaterThanOrEqual(TEXT_CONTRAST)
      expect(contrast(token.colorInfo, token.colorInfoBg)).toBeGreaterThanOrEqual(TEXT_CONTRAST)
      expect(contrast(token.colorLink, '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST)
    },
  )

  it('keeps the status colours readable on white and on their tints', () => {
    const token = tokens()
    for (const [text, tint] of [
      [token.colorSuccess, token.colorSuccessBg],
      [token.colorWarning, token.colorWarningBg],
      [token.colorError, token.colorErrorBg],
    ] as const) {
      expect(contrast(text, '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST)
      expect(contrast(text, tint)).toBeGreaterThanOrEqual(TEXT_CONTRAST)
    }
  })

  it('keeps a colour that is readable as it is', () => {
    expect(tokens('#722ed1').colorPrimary).toBe('#722ed1')
  })
})
