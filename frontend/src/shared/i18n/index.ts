import 'dayjs/locale/zh-cn'

import dayjs from 'dayjs'
import i18n from 'i18next'
import { initReactI18next } from 'react-i18next'

import { storageKeys } from '../config'
import type { Messages } from './messages'

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

interface Catalogue {
  messages: Messages
  refusals: Record<string, string>
}

const FIRST_SCREENS: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import('./firstScreen.en'),
  'zh-CN': () => import('./firstScreen.zh-CN'),
}

const CATALOGUES: Record<Language, () => Promise<Catalogue>> = {
  en: () => import('./catalogue.en'),
  'zh-CN': () => import('./catalogue.zh-CN'),
}

/** The namespace of the refusals' wording, by code (shared/refusals). */
export const REFUSALS_NAMESPACE = 'refusals'

/** Loads once what `load` gives, and tries again after a failed download (a dropped connection). */
function once(load: (language: Language) => Promise<void>): (language: Language) => Promise<void> {
  const loads = new Map<Language, Promise<void>>()
  return (language) => {
    let loading = loads.get(language)
    if (!loading) {
      loading = load(language)
      loading.catch(() => loads.delete(language))
      loads.set(language, loading)
    }
    return loading
  }
}

/** One language's first-screen words (messages.ts), loaded once. */
const loadFirstScreenOf = once((language) =>
  FIRST_SCREENS[language]().then(({ messages }) => {
    i18n.addResourceBundle(language, 'translation', messages, true, false)
  }),
)

/** One language's catalogue (messages.ts), loaded once, with its first-screen words. */
export const loadCatalogueOf = once((language) =>
  Promise.all([
    loadFirstScreenOf(language),
    CATALOGUES[language]().then(({ messages, refusals }) => {
      i18n.addResourceBundle(language, 'translation', messages, true, false)
      i18n.addResourceBundle(language, REFUSALS_NAMESPACE, refusals, true, false)
    }),
  ]).then(() => undefined),
)

let catalogueWanted = false

/**
 * Every page's words in the language in use (messages.ts): the sign-in pages
 * draw without them, every other page waits for them (`withCatalogue`), and
 * from then on a language switch loads the new language's before switching.
 */
export function loadCatalogue(): Promise<void> {
  catalogueWanted = true
  return loadCatalogueOf(currentLanguage())
}

/** A page's lazy loader that also waits for the catalogue: `lazy(withCatalogue(() => import('./Page')))`. */
export function withCatalogue<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadCatalogue()]).then(([module]) => module)
}

/** Switches the interface language and remembers the choice. */
export async function changeLanguage(language: Language): Promise<void> {
  await (catalogueWanted ? loadCatalogueOf(language) : loadFirstScreenOf(language))
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
  // The words arrive in parts (messages.ts): first-screen words, then the catalogue.
  resources: {},
  partialBundledLanguages: true,
  // Components are drawn again when the catalogue's words arrive.
  react: { bindI18nStore: 'added' },
  lng: initial,
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  load: 'currentOnly',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnEmptyString: false,
})
applyLanguage(initial)

/**
 * Settled once the first screen's words of the language in use are there:
 * each app draws nothing before (its main.tsx waits), so no text shows
 * untranslated for a moment.
 */
export const i18nReady: Promise<void> = loadFirstScreenOf(initial)

export { i18n }
