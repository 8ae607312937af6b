import type { components } from '../api/schema'

/** The signed-in staff member's permissions and menus (POST /api/admin/authority/mine). */
export type Authority = components['schemas']['MineOut']
/** One directory, menu or button of the admin console's menu tree. */
export type AuthorityMenu = components['schemas']['MenuItem']

/** The kinds of menu item (`type`). */
export const MenuType = {
  directory: 0,
  menu: 1,
  button: 2,
} as const

/**
 * Whether the staff member holds a permission (`resource:action`). The
 * super-admin wildcard holds every one, including those a later version adds.
 * This only decides what the console shows: the server checks every call.
 */
export function holds(authority: Pick<Authority, 'everyPermission' | 'permissions'> | null, permission: string): boolean {
  if (!authority) return false
  return authority.everyPermission || authority.permissions.includes(permission)
}

/** Whether they hold every one of the permissions (none asked: yes). */
export function holdsAll(
  authority: Pick<Authority, 'everyPermission' | 'permissions'> | null,
  permissions: readonly string[],
): boolean {
  return permissions.every((permission) => holds(authority, permission))
}
