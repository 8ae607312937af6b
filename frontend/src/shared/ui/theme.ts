import type { ThemeConfig } from 'antd/es/config-provider'
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
 * The design tokens of an app's Ant Design theme, from one source for every
 * app: the platform's primary colour (a centre may choose another in its
 * settings) and the app's corner radius.
 */
export function appTheme(app: AppName, colorPrimary: string = DEFAULT_THEME_COLOUR): ThemeConfig {
  return { token: { colorPrimary, borderRadius: CORNER_RADIUS[app] } }
}

/** Ant Design's own texts (pickers, pagination, empty lists) in each interface language. */
export const ANTD_LOCALES: Record<Language, Locale> = { en: enUS, 'zh-CN': zhCN }
