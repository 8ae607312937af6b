import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

import { firstScreenMessages, messages } from './allMessages'
import type { Messages } from './messages'

function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const keys = new Map<string, string>()
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') keys.set(path, value)
    else flatten(value, path).forEach((text, nested) => keys.set(nested, text))
  }
  return keys
}

const english = flatten(messages.en)
const chinese = flatten(messages['zh-CN'])
// Vitest runs from the front end's root (vite.config.ts).
const srcRoot = join(process.cwd(), 'src')

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

/** Literal keys: t('a.b'), i18n.t("a.b"), i18nKey="a.b", and the keys named in data (titleKey: 'a.b', a flow's subtitleKey). */
const KEY_PATTERNS = [
  /\bt\(\s*['"`]([^'"`$]+)['"`]/g,
  /\bi18nKey=\{?\s*['"]([^'"]+)['"]/g,
  /\b(?:titleKey|subtitleKey|nameKey|labelKey|hintKey|messageKey|submitKey|createKey):\s*['"]([^'"]+)['"]/g,
]

function usedKeys(): Map<string, string[]> {
  const used = new Map<string, string[]>()
  for (const file of sourceFiles(srcRoot)) {
    const text = readFileSync(file, 'utf8')
    for (const pattern of KEY_PATTERNS) {
      for (const match of text.matchAll(pattern)) {
        const key = match[1]
        if (!key) continue
        used.set(key, [...(used.get(key) ?? []), relative(srcRoot, file)])
      }
    }
  }
  return used
}

describe('translations', () => {
  it('have the same keys in English and Chinese', () => {
    const onlyEnglish = [...english.keys()].filter((key) => !chinese.has(key))
    const onlyChinese = [...chinese.keys()].filter((key) => !english.has(key))
    expect({ onlyEnglish, onlyChinese }).toEqual({ onlyEnglish: [], onlyChinese: [] })
  })

  it('have no empty text', () => {
    const empty = [...english, ...chinese].filter(([, text]) => text.trim() === '').map(([key]) => key)
    expect(empty).toEqual([])
  })

  it('use the same interpolations and tags in both languages', () => {
    const interpolations = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}|<(\w+)>/g)].map((m) => m[1] ?? m[2]).sort()
    const different = [...english].filter(([key, text]) => {
      const other = chinese.get(key)
      return other !== undefined && interpolations(text).join() !== interpolations(other).join()
    })
    expect(different.map(([key]) => key)).toEqual([])
  })

  it('cover every key the source uses', () => {
    const used = usedKeys()
    expect(used.size).toBeGreaterThan(50)
    const missing = [...used].filter(([key]) => !english.has(key)).map(([key, files]) => `${key} (${files.join(', ')})`)
    expect(missing).toEqual([])
  })

  it('give the sign-in pages every word they show before the catalogue arrives', () => {
    // What each app's sign-in page draws, and what stands around it (the
    // root route, the request layer's notices, the teacher app's update prompt).
    // Other routes' titles may arrive with the catalogue: their pages wait for it.
    const firstScreen = [
      /^apps\/\w+\/pages\/LoginPage\.tsx$/,
      /^apps\/\w+\/RootRoute\.tsx$/,
      /^features\/session\//,
      /^features\/appVersions\/components\//,
      /^shared\/ui\/signIn\//,
      /^shared\/ui\/(LanguageSwitch|PageLoading|NotifierBridge)\.tsx$/,
      /^shared\/(api|session|refusals)\//,
    ]
    const first = flatten(firstScreenMessages.en)
    const firstChinese = flatten(firstScreenMessages['zh-CN'])
    const missing = [...usedKeys()]
      .filter(([, files]) => files.some((file) => firstScreen.some((pattern) => pattern.test(file))))
      .filter(([key]) => !first.has(key) || !firstChinese.has(key))
      .map(([key, files]) => `${key} (${files.join(', ')})`)
    expect(missing).toEqual([])
  })
})
