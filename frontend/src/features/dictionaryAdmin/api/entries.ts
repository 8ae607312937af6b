import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type DictionaryEntry = components['schemas']['DictionaryEntryOut']

/** The entries list's name: its pages' query key and where its column choice is kept. */
export const ENTRIES_LIST = 'dictionaryEntries'

/** GET /api/dictDetail: one page of a dictionary's entries (pages counted from 0 by the spec's form). */
export async function fetchEntries(dictName: string, pageNo: number, pageSize: number, signal?: AbortSignal) {
  const query = { dictName, page: pageNo - 1, size: pageSize }
  const page = await callApi((api) => api.GET('/dictDetail', { params: { query } }), { signal })
  return { list: page.content, total: page.totalElements }
}
