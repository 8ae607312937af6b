import { cookieNames } from '../config'
import { createSessionStore, useSessionOf } from './createSessionStore'
import { parseSavedUser } from './sessionCookies'
import type { SessionUser } from './types'

/** The centre portal knows one role (spec section 3). */
export const CENTRE_ROLES: readonly string[] = ['centre']
export const DEFAULT_ROLE = 'ROLE_SYSTEM_DEFAULT'

/** A role list never stays empty: it falls back to the default role. */
export function resolveRoles(roles: readonly string[]): readonly string[] {
  return roles.length > 0 ? roles : [DEFAULT_ROLE]
}

interface CentreExtra {
  /** Empty until the session is started or restored in this page. */
  roles: readonly string[]
}

/** The centre portal's session: the `token` and `user` cookies. */
export const session = createSessionStore<SessionUser, CentreExtra>({
  tokenCookie: cookieNames.token,
  userCookie: cookieNames.user,
  parseUser: parseSavedUser,
  extra: { signedIn: { roles: resolveRoles(CENTRE_ROLES) }, signedOut: { roles: [] } },
})

export type SessionState = ReturnType<typeof session.get>

export function useSession(): SessionState {
  return useSessionOf(session)
}
