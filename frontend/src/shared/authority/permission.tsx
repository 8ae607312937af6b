import { createContext, type ReactNode, use } from 'react'

import { type Authority, holds, holdsAll } from './authority'

const AuthorityContext = createContext<Authority | null>(null)

/** Gives the pages below it the signed-in staff member's authority (the admin console's layout does). */
export function AuthorityProvider({ authority, children }: { authority: Authority; children: ReactNode }) {
  return <AuthorityContext value={authority}>{children}</AuthorityContext>
}

/** The signed-in staff member's authority; null outside the admin console's shell. */
export function useAuthority(): Authority | null {
  return use(AuthorityContext)
}

/**
 * Whether the signed-in staff member holds a permission, or each of several:
 * the hook behind every button a permission guards (the console's
 * counterpart of eladmin's `v-permission`).
 *
 *     const mayEdit = usePermission('staff:edit')
 */
export function usePermission(permission: string | readonly string[]): boolean {
  const authority = useAuthority()
  return typeof permission === 'string' ? holds(authority, permission) : holdsAll(authority, permission)
}

interface PermittedProps {
  /** The permission (or every one of the permissions) the content needs. */
  permission: string | readonly string[]
  children: ReactNode
  /** Shown instead to a staff member without it (nothing by default). */
  fallback?: ReactNode
}

/**
 * Shows its content only to a staff member holding the permission:
 *
 *     <Permitted permission="staff:edit"><Button>Add staff</Button></Permitted>
 */
export function Permitted({ permission, children, fallback = null }: PermittedProps) {
  return usePermission(permission) ? children : fallback
}
