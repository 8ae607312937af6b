import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'
import { listQueryKey } from '@/shared/ui/listPage/ListPage'

import { STAFF_LIST } from './staff'

export type Role = components['schemas']['RoleItem']
export type RoleList = components['schemas']['RoleListOut']
export type RoleSave = components['schemas']['RoleSaveIn']

export const rolesKey = ['staffAuthority', 'roles'] as const
/** The roles' list page. */
export const ROLE_LIST = 'roles'

/** POST /api/admin/role/list: every role, most powerful first, with the menu tree to choose from (role:list). */
export async function fetchRoleList(signal?: AbortSignal): Promise<RoleList> {
  return callApi((api) => api.POST('/admin/role/list'), { signal })
}

export function roleListQueryOptions() {
  return queryOptions({ queryKey: rolesKey, queryFn: ({ signal }) => fetchRoleList(signal) })
}

export function useRoleList(enabled = true) {
  return useQuery({ ...roleListQueryOptions(), enabled })
}

/** POST /api/admin/role/save: a new role (no id) or its changes, within the caller's level and permissions. */
export function saveRole(body: RoleSave): Promise<Role> {
  return callApi((api) => api.POST('/admin/role/save', { body }), { silent: true })
}

/** POST /api/admin/role/delete: a role nobody holds. */
export function deleteRole(id: number) {
  return callApi((api) => api.POST('/admin/role/delete', { body: { id } }))
}

/** A role change: the roles and the staff list (their role names) are read again. */
export function useRoleChange<TInput, TOutput>(call: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: rolesKey })
      await queryClient.invalidateQueries({ queryKey: listQueryKey(ROLE_LIST) })
      await queryClient.invalidateQueries({ queryKey: listQueryKey(STAFF_LIST) })
    },
  })
}
