import type { ThemeConfig } from 'antd/es/config-provider'
import theme from 'antd/es/theme'
import type { Locale } from 'antd/es/locale'
import enUS from 'antd/es/locale/en_US'
import zhCN from 'antd/es/locale/zh_CN'

import type { Language } from '../i18n'
import { readableOnWhite, tint } from './contrast'
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

type Role = 'Primary' | 'Info' | 'Success' | 'Warning' | 'Error'

/** Ant Design's own status colours. */
const STATUS_SEEDS = { Success: '#52c41a', Warning: '#faad14', Error: '#ff4d4f' } as const

const readableRoles = new Map<string, Record<string, string>>()

/** How much of the colour each pale shade behind words holds (the rest white). */
const TINTS = { Bg: 0.08, BgHover: 0.25, Border: 0.4, BorderHover: 0.55 } as const

/**
 * One colour role (primary, information, success, warning, error) with words
 * readable in it: the colour darkened, where needed, to 5.2:1 on white (white
 * words on a button, red words on a page), and its pale shades (a tag's or an
 * alert's background and border) mixed from the colour as chosen, so they stay
 * clear rather than grey. Ant Design's blue is 4.1:1, its green, gold and red
 * 1.9 to 3.3:1.
 */
function readableRole(role: Role, seed: string): Record<string, string> {
  const key = `${role}${seed}`
  let tokens = readableRoles.get(key)
  if (!tokens) {
    tokens = { [`color${role}`]: readableOnWhite(seed) }
    for (const [shade, share] of Object.entries(TINTS)) tokens[`color${role}${shade}`] = tint(seed, share)
    readableRoles.set(key, tokens)
  }
  return tokens
}

/**
 * The design tokens of an app's Ant Design theme, from one source for every
 * app: the platform's primary colour (a centre may choose another in its
 * settings) also for information (the "processing" tags), the status colours,
 * each with readable words, and the app's corner radius.
 */
export function appTheme(app: AppName, colour: string = DEFAULT_THEME_COLOUR): ThemeConfig {
  const primary = readableRole('Primary', colour)
  return {
    token: {
      ...primary,
      ...readableRole('Info', colour),
      ...readableRole('Success', STATUS_SEEDS.Success),
      ...readableRole('Warning', STATUS_SEEDS.Warning),
      ...readableRole('Error', STATUS_SEEDS.Error),
      borderRadius: CORNER_RADIUS[app],
      colorLink: linkColour(primary.colorPrimary ?? colour),
      ...READABLE_TEXT,
    },
  }
}

const linkColours = new Map<string, string>()

/** Links in the primary colour's darker shade (its "active" shade). */
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
