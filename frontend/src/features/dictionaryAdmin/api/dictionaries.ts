import { queryOptions, useQuery } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type DictionarySummary = components['schemas']['DictionaryOut']

export const dictionariesKey = ['dictionaryAdmin', 'dictionaries'] as const

/** GET /api/admin/dictionary/list: every dictionary by name, with its entries counted. */
export function fetchDictionaries(signal?: AbortSignal) {
  return callApi((api) => api.GET('/admin/dictionary/list'), { signal })
}

export function dictionariesQueryOptions() {
  return queryOptions({ queryKey: dictionariesKey, queryFn: ({ signal }) => fetchDictionaries(signal) })
}

export function useDictionaries() {
  return useQuery(dictionariesQueryOptions())
}
