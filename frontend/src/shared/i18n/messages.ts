import en from './locales/en.json'
import zhCN from './locales/zh-CN.json'

export type Messages = { [key: string]: string | Messages }

/**
 * Every translation of the portal: the shared files here, plus each
 * feature's, app's and shared UI piece's (`shared/ui/<piece>/`) own
 * `locales/en.json` and `locales/zh-CN.json`, so that
 * screens built side by side never edit the same file. A feature's keys live
 * under a top-level key of its own; two files claiming one key is an error.
 */
const english = import.meta.glob<Messages>(
  ['../../features/*/locales/en.json', '../../apps/*/locales/en.json', '../ui/*/locales/en.json'],
  {
    eager: true,
    import: 'default',
  },
)
const chinese = import.meta.glob<Messages>(
  ['../../features/*/locales/zh-CN.json', '../../apps/*/locales/zh-CN.json', '../ui/*/locales/zh-CN.json'],
  {
    eager: true,
    import: 'default',
  },
)

function merge(base: Messages, parts: Record<string, Messages>): Messages {
  const merged: Messages = { ...base }
  for (const [file, messages] of Object.entries(parts)) {
    for (const [key, value] of Object.entries(messages)) {
      if (key in merged) throw new Error(`Translation key "${key}" is defined twice (${file})`)
      merged[key] = value
    }
  }
  return merged
}

export const messages: Record<'en' | 'zh-CN', Messages> = {
  en: merge(en as Messages, english),
  'zh-CN': merge(zhCN as Messages, chinese),
}
