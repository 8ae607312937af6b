import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'
import type { AuthorityMenu } from '@/shared/authority/authority'

import { rolesKey } from './roles'

export type MenuSave = components['schemas']['MenuSaveIn']

export const menusKey = ['staffAuthority', 'menus'] as const

/** POST /api/admin/menu/list: the console's directories, menus and buttons, parents first (menu:list). */
export async function fetchMenuList(signal?: AbortSignal): Promise<AuthorityMenu[]> {
  const answer = await callApi((api) => api.POST('/admin/menu/list'), { signal })
  return answer.menus
}

export function menuListQueryOptions() {
  return queryOptions({ queryKey: menusKey, queryFn: ({ signal }) => fetchMenuList(signal) })
}

export function useMenuList() {
  return useQuery(menuListQueryOptions())
}

/** POST /api/admin/menu/save: a new item (no id) or its changes (menu:edit). */
export function saveMenu(body: MenuSave): Promise<AuthorityMenu> {
  return callApi((api) => api.POST('/admin/menu/save', { body }), { silent: true })
}

/** POST /api/admin/menu/delete: an item that is not built in, with nothing under it. */
export function deleteMenu(id: number) {
  return callApi((api) => api.POST('/admin/menu/delete', { body: { id } }))
}

/** A menu change: the tree and the roles' menu choice are read again; the console's own menu on the next load. */
export function useMenuChange<TInput, TOutput>(call: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: menusKey })
      await queryClient.invalidateQueries({ queryKey: rolesKey })
      await queryClient.invalidateQueries({ queryKey: ['staffSession', 'authority'] })
    },
  })
}
