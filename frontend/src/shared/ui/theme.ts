import type { ThemeConfig } from 'antd/es/config-provider'
import theme from 'antd/es/theme'
import type { Locale } from 'antd/es/locale'
import enUS from 'antd/es/locale/en_US'
import zhCN from 'antd/es/locale/zh_CN'

import type { Language } from '../i18n'
import { DEFAULT_THEME_COLOUR } from './themeColours'

/**
 * How round each app's corners are, the one design token the apps set apart:
 * the centre portal and the admin console are dense desktop tools, the teacher
 * app a phone app.
 */
const CORNER_RADIUS = { centre: 6, teacher: 8, admin: 6 } as const

export type AppName = keyof typeof CORNER_RADIUS

/**
 * Secondary text (descriptions, hints, empty lists' words) dark enough to
 * read: Ant Design's 45% black is 3.4:1 on white, under the 4.5:1 that WCAG
 * asks of text; 60% black is 5.7:1 on white and 5.3:1 on the pages' grey.
 */
const READABLE_TEXT = {
  colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  colorTextDescription: 'rgba(0, 0, 0, 0.6)',
} as const

/**
 * The design tokens of an app's Ant Design theme, from one source for every
 * app: the platform's primary colour (a centre may choose another in its
 * settings) and the app's corner radius.
 */
export function appTheme(app: AppName, colorPrimary: string = DEFAULT_THEME_COLOUR): ThemeConfig {
  return { token: { colorPrimary, borderRadius: CORNER_RADIUS[app], colorLink: linkColour(colorPrimary), ...READABLE_TEXT } }
}

const linkColours = new Map<string, string>()

/**
 * Links in the primary colour's darker shade (its "active" shade, 6.2:1 on
 * white for the default blue): the primary colour itself is 4.1:1, under
 * what WCAG asks of text.
 */
function linkColour(colorPrimary: string): string {
  let colour = linkColours.get(colorPrimary)
  if (!colour) {
    colour = theme.getDesignToken({ token: { colorPrimary } }).colorPrimaryActive
    linkColours.set(colorPrimary, colour)
  }
  return colour
}

/** Ant Design's own texts (pickers, pagination, empty lists) in each interface language. */
export const ANTD_LOCALES: Record<Language, Locale> = { en: enUS, 'zh-CN': zhCN }
