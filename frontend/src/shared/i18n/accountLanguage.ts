import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'

import { callApi } from '../api/client'
import type { components } from '../api/schema'
import { isLanguage, type Language } from '.'

export type AccountLanguage = components['schemas']['LanguageIn']['language']
type LanguageAnswer = components['schemas']['LanguageOut']

/** The account language (`en`, `zh`) of an interface language. */
export function accountLanguageOf(language: Language): AccountLanguage {
  return language === 'zh-CN' ? 'zh' : 'en'
}

/** POST /api/user/language: the language the account's notices, e-mails and invoices are worded in. */
export function postAccountLanguage(language: AccountLanguage): Promise<LanguageAnswer> {
  return callApi((api) => api.POST('/user/language', { body: { language } }))
}

/**
 * Keeps the signed-in account's language the app's: the server is told once
 * the session is open (after sign-in) and again at every switch.
 */
export function useAccountLanguage(signedIn: boolean): void {
  const { i18n } = useTranslation()
  const language = accountLanguageOf(isLanguage(i18n.language) ? i18n.language : 'en')
  useEffect(() => {
    if (signedIn) postAccountLanguage(language).catch(() => undefined)
  }, [signedIn, language])
}
