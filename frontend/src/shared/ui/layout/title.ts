import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'

import { isLanguage, type Language } from '../../i18n'

/**
 * A title the shell shows (menu entry, tag, breadcrumb): a translation key,
 * or the words themselves in each language, as the admin console's menus come
 * from the server (`title`, `titleZh`).
 */
export type ShellTitle = string | Readonly<Record<Language, string>>

/** The words of a title in a language. */
export function titleText(title: ShellTitle, language: Language, translate: (key: string) => string): string {
  return typeof title === 'string' ? translate(title) : title[language]
}

export function sameTitle(a: ShellTitle, b: ShellTitle): boolean {
  if (typeof a === 'string' || typeof b === 'string') return a === b
  return a.en === b.en && a['zh-CN'] === b['zh-CN']
}

/** Words a title in the interface language. */
export function useTitleText(): (title: ShellTitle) => string {
  const { t, i18n } = useTranslation()
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en'
  return useCallback((title: ShellTitle) => titleText(title, language, (key) => t(key)), [language, t])
}
