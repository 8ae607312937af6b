import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

import { MENU_ICONS } from './menuIcons'

// Vitest runs from the front end's root (vite.config.ts).
const catalogue = readFileSync(join(process.cwd(), '..', 'backend', 'relief', 'authority', 'catalogue.py'), 'utf8')

describe('menu icons', () => {
  it("have an icon for every icon the server's menu tree names", () => {
    // page(..., "/route", "icon", ...) and directory(..., "/route", "icon", ...)
    const named = [...catalogue.matchAll(/"\/[^"]*",\s*"([a-z-]+)"/g)].map((match) => match[1] ?? '')
    expect(named.length).toBeGreaterThan(10)
    expect(named.filter((name) => !(name in MENU_ICONS))).toEqual([])
  })
})
