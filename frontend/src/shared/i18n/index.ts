import 'dayjs/locale/zh-cn'

import dayjs from 'dayjs'
import i18n from 'i18next'
import { initReactI18next } from 'react-i18next'

import { storageKeys } from '../config'
import { messages } from './messages'

export const LANGUAGES = ['en', 'zh-CN'] as const
export type Language = (typeof LANGUAGES)[number]

/** Each language's own name, shown in the language switch. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  'zh-CN': '中文',
}

const DAYJS_LOCALES: Record<Language, string> = {
  en: 'en',
  'zh-CN': 'zh-cn',
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

function savedLanguage(): Language {
  try {
    const saved = window.localStorage.getItem(storageKeys.language)
    return isLanguage(saved) ? saved : 'en'
  } catch {
    return 'en'
  }
}

/** The language in use, as one of the portal's languages. */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'en'
}

function applyLanguage(language: Language): void {
  dayjs.locale(DAYJS_LOCALES[language])
  document.documentElement.lang = language
}

/** Switches the interface language and remembers the choice. */
export async function changeLanguage(language: Language): Promise<void> {
  try {
    window.localStorage.setItem(storageKeys.language, language)
  } catch {
    // Private windows may refuse storage; the switch still applies to this page.
  }
  // dayjs first: the language change re-renders every translated component.
  applyLanguage(language)
  await i18n.changeLanguage(language)
}

const initial = savedLanguage()

void i18n.use(initReactI18next).init({
  resources: {
    en: { translation: messages.en },
    'zh-CN': { translation: messages['zh-CN'] },
  },
  lng: initial,
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  load: 'currentOnly',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnEmptyString: false,
})
applyLanguage(initial)

export { i18n }
