import { describe, expect, it } from 'vitest'

import { ApiError } from '@/shared/api/ApiError'

import { entryChangeOf, entryRefusalPlace, entryValuesOf, newEntryOf, nextSortOf } from './entryRules'

const entry = { id: 7, value: '3', label: 'Preschool (3-5)', labelZh: '学前（3-5 岁）', dictSort: 3 }

describe('entryRules', () => {
  it('places a new entry after the last one', () => {
    expect(nextSortOf([entry, { ...entry, id: 8, dictSort: 9 }])).toBe(10)
    expect(nextSortOf([])).toBe(1)
    expect(entryValuesOf(null, 10)).toEqual({ value: '', label: '', labelZh: '', dictSort: 10 })
    expect(entryValuesOf(null, 12000).dictSort).toBe(9999)
  })

  it('edits an entry with its own words and place', () => {
    expect(entryValuesOf(entry, 99)).toEqual({ value: '3', label: 'Preschool (3-5)', labelZh: '学前（3-5 岁）', dictSort: 3 })
  })

  it('sends trimmed words; a change never sends the value', () => {
    const values = { value: ' 9 ', label: ' Kindy ', labelZh: ' 幼儿园 ', dictSort: 9 }
    expect(newEntryOf('age_group', values)).toEqual({ dictName: 'age_group', value: '9', label: 'Kindy', labelZh: '幼儿园', dictSort: 9 })
    expect(entryChangeOf(7, values)).toEqual({ id: 7, label: 'Kindy', labelZh: '幼儿园', dictSort: 9 })
  })

  it('puts a refusal under the field it names, else above the form', () => {
    const taken = new ApiError('refusal', 1000, 'This dictionary already has an entry with this value.', { code: 42303, field: 'value' }, 200)
    expect(entryRefusalPlace(taken)).toEqual({ field: 'value', text: 'This dictionary already has an entry with this value.' })
    const gone = new ApiError('refusal', 1003, 'The dictionary entry does not exist.', { code: 42302 }, 200)
    expect(entryRefusalPlace(gone).field).toBeNull()
  })
})
