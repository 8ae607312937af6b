import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * A text written in English with an optional Chinese one (an FAQ entry, a
 * help article, a category's name), in the reader's language: the Chinese
 * for a Chinese reader when it was written, otherwise the English.
 */
export function bilingual(language: string, english: string, chinese: string | null | undefined): string {
  return language.toLowerCase().startsWith('zh') && chinese?.trim() ? chinese : english
}

/** `bilingual` in the interface language. */
export function useBilingual(): (english: string, chinese: string | null | undefined) => string {
  const { i18n } = useTranslation()
  const language = i18n.language
  return useCallback((english: string, chinese: string | null | undefined) => bilingual(language, english, chinese), [language])
}
