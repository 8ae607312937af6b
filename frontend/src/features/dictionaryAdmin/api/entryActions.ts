import { useMutation, useQueryClient } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

import { dictionariesKey } from './dictionaries'
import { type DictionaryEntry, ENTRIES_LIST } from './entries'

export type NewEntry = components['schemas']['DictionaryEntryIn']
export type EntryChange = components['schemas']['DictionaryEntryChangeIn']

/** POST /api/dictDetail: a new entry (its value unique in the dictionary). Silent: the form shows the refusal. */
export function addEntry(entry: NewEntry): Promise<DictionaryEntry> {
  return callApi((api) => api.POST('/dictDetail', { body: entry }), { silent: true })
}

/** PUT /api/dictDetail: new words or place for an entry; its value stays. */
export function changeEntry(change: EntryChange): Promise<DictionaryEntry> {
  return callApi((api) => api.PUT('/dictDetail', { body: change }), { silent: true })
}

/** DELETE /api/dictDetail/{id}: forms stop offering the entry. */
export function removeEntry(id: number): Promise<unknown> {
  return callApi((api) => api.DELETE('/dictDetail/{entry_id}', { params: { path: { entry_id: id } } }))
}

/** After a change: the entries, the counts beside the names, and the forms' own copy of the dictionary. */
function useEntryMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['listPage', ENTRIES_LIST] }),
        queryClient.invalidateQueries({ queryKey: dictionariesKey }),
        queryClient.invalidateQueries({ queryKey: ['dictionary'] }),
      ]),
  })
}

export const useAddEntry = () => useEntryMutation(addEntry)
export const useChangeEntry = () => useEntryMutation(changeEntry)
export const useRemoveEntry = () => useEntryMutation(removeEntry)
