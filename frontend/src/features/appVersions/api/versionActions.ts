import { useMutation, useQueryClient } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'
import { listQueryKey } from '@/shared/ui/listPage/ListPage'

import { type AppVersion, VERSIONS_LIST } from './versions'

export type VersionDraft = components['schemas']['VersionSaveIn']

/** POST /api/admin/version/save: add a version (no id) or change one. Silent: the form shows the refusal. */
export function saveVersion(draft: VersionDraft): Promise<AppVersion> {
  return callApi((api) => api.POST('/admin/version/save', { body: draft }), { silent: true })
}

/** POST /api/admin/version/delete: remove a version. */
export function deleteVersion(id: number): Promise<unknown> {
  return callApi((api) => api.POST('/admin/version/delete', { body: { id } }), { silent: true })
}

function useVersionMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: listQueryKey(VERSIONS_LIST) }),
  })
}

export const useSaveVersion = () => useVersionMutation(saveVersion)
export const useDeleteVersion = () => useVersionMutation(deleteVersion)
