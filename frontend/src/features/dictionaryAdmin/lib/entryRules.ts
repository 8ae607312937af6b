import { isApiError } from '@/shared/api/ApiError'
import { refusalOf } from '@/shared/refusals'

import type { DictionaryEntry } from '../api/entries'
import type { EntryChange, NewEntry } from '../api/entryActions'

export const VALUE_MAX = 64
export const LABEL_MAX = 128
export const SORT_MAX = 9999

/** The entry form's values. */
export interface EntryValues {
  value: string
  label: string
  labelZh: string
  dictSort: number
}

/** The form's values for an entry, or for a new one placed after the last. */
export function entryValuesOf(entry: DictionaryEntry | null, nextSort: number): EntryValues {
  return entry
    ? { value: entry.value, label: entry.label, labelZh: entry.labelZh, dictSort: entry.dictSort }
    : { value: '', label: '', labelZh: '', dictSort: Math.min(nextSort, SORT_MAX) }
}

/** The place after the highest of the entries shown. */
export function nextSortOf(entries: readonly DictionaryEntry[]): number {
  return entries.reduce((highest, entry) => Math.max(highest, entry.dictSort), 0) + 1
}

export function newEntryOf(dictName: string, values: EntryValues): NewEntry {
  return {
    dictName,
    value: values.value.trim(),
    label: values.label.trim(),
    labelZh: values.labelZh.trim(),
    dictSort: values.dictSort,
  }
}

export function entryChangeOf(id: number, values: EntryValues): EntryChange {
  return { id, label: values.label.trim(), labelZh: values.labelZh.trim(), dictSort: values.dictSort }
}

const FIELDS: readonly string[] = ['value', 'label', 'labelZh', 'dictSort']

/** Where a refusal of the form is shown: under the field it names, else above the form. */
export function entryRefusalPlace(error: unknown): { field: keyof EntryValues | null; text: string } {
  const text = error instanceof Error ? error.message : String(error)
  if (!isApiError(error)) return { field: null, text }
  const { field } = refusalOf(error.code, error.data)
  return { field: field && FIELDS.includes(field) ? (field as keyof EntryValues) : null, text }
}
