import Cookies from 'js-cookie'
import { useSyncExternalStore } from 'react'

import { config, cookieNames, storageKeys } from '../config'
import { cookieOptions } from '../lib/cookieOptions'
import { DEFAULT_THEME_COLOUR, isThemeColour } from './themeColours'

/** The settings panel's choices: the theme colour in a cookie (365 days), the rest in localStorage. */
export interface LayoutSettings {
  themeColour: string
  showTags: boolean
  fixedHeader: boolean
  showLogo: boolean
  uniqueOpened: boolean
}

type SwitchSetting = Exclude<keyof LayoutSettings, 'themeColour'>

export const DEFAULT_LAYOUT_SETTINGS: LayoutSettings = {
  themeColour: DEFAULT_THEME_COLOUR,
  showTags: true,
  fixedHeader: true,
  showLogo: true,
  uniqueOpened: true,
}

function readSwitch(key: SwitchSetting): boolean {
  try {
    const saved = window.localStorage.getItem(storageKeys[key])
    return saved === null ? DEFAULT_LAYOUT_SETTINGS[key] : saved === 'true'
  } catch {
    return DEFAULT_LAYOUT_SETTINGS[key]
  }
}

export function readLayoutSettings(): LayoutSettings {
  const theme = Cookies.get(cookieNames.theme)
  return {
    themeColour: isThemeColour(theme) ? theme : DEFAULT_THEME_COLOUR,
    showTags: readSwitch('showTags'),
    fixedHeader: readSwitch('fixedHeader'),
    showLogo: readSwitch('showLogo'),
    uniqueOpened: readSwitch('uniqueOpened'),
  }
}

let state: LayoutSettings = readLayoutSettings()
const listeners = new Set<() => void>()

function publish(next: LayoutSettings): void {
  state = next
  listeners.forEach((listener) => listener())
}

export const layoutSettings = {
  get: (): LayoutSettings => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  setThemeColour(colour: string): void {
    if (!isThemeColour(colour)) return
    Cookies.set(cookieNames.theme, colour, cookieOptions({ expires: config.themeCookieDays }))
    publish({ ...state, themeColour: colour })
  },
  setSwitch(key: SwitchSetting, value: boolean): void {
    try {
      window.localStorage.setItem(storageKeys[key], String(value))
    } catch {
      // Without storage the choice lasts for this page only.
    }
    publish({ ...state, [key]: value })
  },
  /** Reads the stored choices again (tests, or another tab's change). */
  reload(): void {
    publish(readLayoutSettings())
  },
}

export function useLayoutSettings(): LayoutSettings {
  return useSyncExternalStore(layoutSettings.subscribe, layoutSettings.get, layoutSettings.get)
}
