import en from './locales/en.json'
import zhCN from './locales/zh-CN.json'

export type Messages = { [key: string]: string | Messages }

/**
 * Every translation of the portal: the shared files here, plus each
 * feature's, app's and shared UI piece's (`shared/ui/<piece>/`) own
 * `locales/en.json` and `locales/zh-CN.json`, so that
 * screens built side by side never edit the same file. A feature's keys live
 * under a top-level key of its own; two files claiming one key is an error.
 *
 * They come in two parts, so that the sign-in pages do not download every
 * screen's words: the first-screen words below (the shared file, each app's
 * own, and the features the sign-in pages and the teacher app's root show),
 * in both languages, built into each app's entry; and the catalogue of every
 * other file (`catalogue.en.ts`, `catalogue.zh-CN.ts`), one chunk per
 * language, loaded for the language in use before any other page is drawn
 * (`loadCatalogue` in ./index.ts).
 */
const englishFirst = import.meta.glob<Messages>(
  [
    '../../apps/*/locales/en.json',
    '../../features/session/locales/en.json',
    '../../features/signup/locales/en.json',
    '../../features/passwordRecovery/locales/en.json',
    '../../features/appVersions/locales/en.json',
  ],
  { eager: true, import: 'default' },
)
const chineseFirst = import.meta.glob<Messages>(
  [
    '../../apps/*/locales/zh-CN.json',
    '../../features/session/locales/zh-CN.json',
    '../../features/signup/locales/zh-CN.json',
    '../../features/passwordRecovery/locales/zh-CN.json',
    '../../features/appVersions/locales/zh-CN.json',
  ],
  { eager: true, import: 'default' },
)

export function merge(base: Messages, parts: Record<string, Messages>): Messages {
  const merged: Messages = { ...base }
  for (const [file, messages] of Object.entries(parts)) {
    for (const [key, value] of Object.entries(messages)) {
      if (key in merged) throw new Error(`Translation key "${key}" is defined twice (${file})`)
      merged[key] = value
    }
  }
  return merged
}

/** The first screen's words, in both languages. */
export const firstScreenMessages: Record<'en' | 'zh-CN', Messages> = {
  en: merge(en as Messages, englishFirst),
  'zh-CN': merge(zhCN as Messages, chineseFirst),
}
