import Cookies from 'js-cookie'
import { afterEach, describe, expect, it } from 'vitest'

import { DEFAULT_LAYOUT_SETTINGS, layoutSettings, readLayoutSettings } from './layoutSettings'

afterEach(() => {
  Cookies.remove('theme', { path: '/' })
  window.localStorage.clear()
  layoutSettings.reload()
})

describe('layout settings', () => {
  it('starts from the defaults', () => {
    expect(readLayoutSettings()).toEqual(DEFAULT_LAYOUT_SETTINGS)
  })

  it('keeps the theme colour in the theme cookie', () => {
    layoutSettings.setThemeColour('#722ed1')
    expect(Cookies.get('theme')).toBe('#722ed1')
    expect(layoutSettings.get().themeColour).toBe('#722ed1')
    expect(readLayoutSettings().themeColour).toBe('#722ed1')
  })

  it('ignores a theme cookie that is not a colour', () => {
    Cookies.set('theme', 'red;background:url(x)')
    expect(readLayoutSettings().themeColour).toBe(DEFAULT_LAYOUT_SETTINGS.themeColour)
    layoutSettings.setThemeColour('not a colour')
    expect(layoutSettings.get().themeColour).toBe(DEFAULT_LAYOUT_SETTINGS.themeColour)
  })

  it('keeps the switches in localStorage', () => {
    layoutSettings.setSwitch('showTags', false)
    layoutSettings.setSwitch('uniqueOpened', false)
    expect(window.localStorage.getItem('showTags')).toBe('false')
    expect(readLayoutSettings()).toMatchObject({ showTags: false, uniqueOpened: false, showLogo: true })
  })
})
