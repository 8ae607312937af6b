import { queryOptions, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'
import { config } from '@/shared/config'

export type DictionaryEntry = components['schemas']['DictionaryEntryOut']
export type DictionaryPage = components['schemas']['DictionaryPageOut']

export interface DictionaryOption {
  value: string
  label: string
}

/** GET /api/dictDetail: every entry of one dictionary. */
export function fetchDictionary(dictName: string, signal?: AbortSignal): Promise<DictionaryPage> {
  const query = { dictName, page: 0, size: config.dictionaryPageSize }
  return callApi((api) => api.GET('/dictDetail', { params: { query } }), { signal })
}

export function dictionaryQueryOptions(dictName: string) {
  return queryOptions({
    queryKey: ['dictionary', dictName],
    queryFn: ({ signal }) => fetchDictionary(dictName, signal),
    staleTime: 30 * 60_000,
  })
}

/** Entries in dictionary order, labelled in the given language. */
export function dictionaryOptions(entries: readonly DictionaryEntry[], language: string): DictionaryOption[] {
  const chinese = language.toLowerCase().startsWith('zh')
  return [...entries]
    .sort((a, b) => a.dictSort - b.dictSort)
    .map((entry) => ({ value: entry.value, label: chinese && entry.labelZh ? entry.labelZh : entry.label }))
}

/** A dictionary as options for a select or a label lookup, in the current language. */
export function useDict(dictName: string) {
  const { i18n } = useTranslation()
  const query = useQuery(dictionaryQueryOptions(dictName))
  const entries = query.data?.content
  const options = useMemo(() => dictionaryOptions(entries ?? [], i18n.language), [entries, i18n.language])
  const labelOf = useMemo(() => {
    const labels = new Map(options.map((option) => [option.value, option.label]))
    return (value: string | number | null | undefined) =>
      value === null || value === undefined ? '' : (labels.get(String(value)) ?? String(value))
  }, [options])
  return { ...query, options, labelOf }
}
