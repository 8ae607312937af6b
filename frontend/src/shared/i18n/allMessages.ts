import * as english from './catalogue.en'
import * as chinese from './catalogue.zh-CN'
import * as englishFirst from './firstScreen.en'
import * as chineseFirst from './firstScreen.zh-CN'
import { merge, type Messages } from './messages'

/** The first screen's words of both languages at once, as the tests read them (the apps load one: messages.ts). */
export const firstScreenMessages: Record<'en' | 'zh-CN', Messages> = {
  en: englishFirst.messages,
  'zh-CN': chineseFirst.messages,
}

/** Every translation of both languages at once, as the tests read them (the apps load them in parts: messages.ts). */
export const messages: Record<'en' | 'zh-CN', Messages> = {
  en: merge(firstScreenMessages.en, { 'catalogue.en.ts': english.messages }),
  'zh-CN': merge(firstScreenMessages['zh-CN'], { 'catalogue.zh-CN.ts': chinese.messages }),
}
