import dayjs, { type Dayjs } from 'dayjs'

import type { SettingGroup, SettingItem } from '../api/settings'

/** What a setting's input holds: a whole number, a decimal as text, a time, a switch or a text. */
export type FieldValue = number | string | boolean | Dayjs | null

export const TIME_FORMAT = 'HH:mm'

/** The English or Chinese of a pair, by the interface language. */
export function inLanguage(language: string, english: string, chinese: string | null | undefined): string {
  return language.toLowerCase().startsWith('zh') && chinese ? chinese : english
}

export interface GroupOfSettings {
  group: SettingGroup
  settings: SettingItem[]
}

/** The groups in the server's order, each with its settings in catalogue order; empty groups left out. */
export function groupedSettings(groups: readonly SettingGroup[], list: readonly SettingItem[]): GroupOfSettings[] {
  return groups
    .map((group) => ({ group, settings: list.filter((setting) => setting.group === group.key) }))
    .filter(({ settings }) => settings.length > 0)
}

/** "08:30" as a time of today, or null when it is not HH:MM. */
export function timeOfDay(text: string): Dayjs | null {
  const match = /^(\d{2}):(\d{2})$/.exec(text)
  if (!match) return null
  const [hour, minute] = [Number(match[1]), Number(match[2])]
  if (hour > 23 || minute > 59) return null
  return dayjs().hour(hour).minute(minute).second(0).millisecond(0)
}

/** A setting's value as its input holds it. */
export function fieldValueOf(setting: SettingItem, value: unknown = setting.value): FieldValue {
  switch (setting.kind) {
    case 'integer':
      return typeof value === 'number' ? value : null
    case 'decimal':
    case 'money':
      return typeof value === 'string' || typeof value === 'number' ? String(value) : null
    case 'time':
      return typeof value === 'string' ? timeOfDay(value) : null
    case 'boolean':
      return value === true
    case 'html':
    case 'text':
      return typeof value === 'string' ? value : ''
  }
}

/** What an input's value is sent as: numbers as numbers, decimals as text, times as HH:MM, texts trimmed. */
export function serverValueOf(setting: SettingItem, value: FieldValue): unknown {
  switch (setting.kind) {
    case 'integer':
      return typeof value === 'string' ? Number(value) : value
    case 'decimal':
    case 'money':
      return value === null ? null : String(value)
    case 'time':
      return dayjs.isDayjs(value) ? value.format(TIME_FORMAT) : value
    case 'boolean':
      return value === true
    case 'text':
      return typeof value === 'string' ? value.trim() : value
    case 'html':
      return value
  }
}

/** Whether an input's value differs from the value kept (3.5 and "3.50" are the same amount). */
export function isChanged(setting: SettingItem, value: FieldValue): boolean {
  const sent = serverValueOf(setting, value)
  if (setting.kind === 'decimal' || setting.kind === 'money') {
    if (sent === null || sent === '') return true
    return Number(sent) !== Number(setting.value)
  }
  return sent !== setting.value
}

/** Whether a setting is edited as a number (with a unit and bounds). */
export function isNumber(setting: SettingItem): boolean {
  return setting.kind === 'integer' || setting.kind === 'decimal' || setting.kind === 'money'
}

/** The digits after the point a number input keeps: none for whole numbers, two for money. */
export function precisionOf(setting: SettingItem): number | undefined {
  if (setting.kind === 'integer') return 0
  if (setting.kind === 'money') return 2
  return undefined
}

/** Why a number is refused before it is sent (the server says the same), or null. */
export function boundsProblem(
  setting: SettingItem,
  value: FieldValue,
): { problem: 'required' } | { problem: 'below'; limit: string } | { problem: 'above'; limit: string } | null {
  if (value === null || value === '') return { problem: 'required' }
  const number = Number(value)
  if (setting.minimum !== null && number < Number(setting.minimum)) return { problem: 'below', limit: setting.minimum }
  if (setting.maximum !== null && number > Number(setting.maximum)) return { problem: 'above', limit: setting.maximum }
  return null
}

/** A value to show beside a field ("3.00", "08:30", "On"), as a setting's default is written. */
export function shownValue(setting: SettingItem, value: unknown, words: { on: string; off: string }): string {
  if (setting.kind === 'boolean') return value === true ? words.on : words.off
  return value === null || value === undefined ? '' : String(value)
}
