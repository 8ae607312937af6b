import { useSyncExternalStore } from 'react'

import {
  hasSessionCookies,
  parseSavedUser,
  readSavedUserText,
  readToken,
  removeSessionCookies,
  writeSavedUser,
  writeSessionCookies,
} from './sessionCookies'
import type { SessionUser } from './types'

/** The centre portal knows one role (spec section 3). */
export const CENTRE_ROLES: readonly string[] = ['centre']
export const DEFAULT_ROLE = 'ROLE_SYSTEM_DEFAULT'

export interface SessionState {
  token: string | null
  user: SessionUser | null
  /** Empty until the session is started or restored in this page. */
  roles: readonly string[]
}

const signedOut: SessionState = { token: null, user: null, roles: [] }
let state: SessionState = signedOut
const listeners = new Set<() => void>()

function setState(next: SessionState): void {
  state = next
  listeners.forEach((listener) => listener())
}

/** A role list never stays empty: it falls back to the default role. */
export function resolveRoles(roles: readonly string[]): readonly string[] {
  return roles.length > 0 ? roles : [DEFAULT_ROLE]
}

export const session = {
  get(): SessionState {
    return state
  },

  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },

  /** Both session cookies are present. */
  exists(): boolean {
    return hasSessionCookies()
  },

  /** The session has been started or restored in this page. */
  isLoaded(): boolean {
    return state.roles.length > 0
  },

  start(token: string, user: SessionUser): void {
    writeSessionCookies(token, user)
    setState({ token, user, roles: resolveRoles(CENTRE_ROLES) })
  },

  /** Restores the user from the saved cookie; false when it cannot be read. */
  restore(): boolean {
    const token = readToken()
    const user = parseSavedUser(readSavedUserText())
    if (!token || !user) return false
    setState({ token, user, roles: resolveRoles(CENTRE_ROLES) })
    return true
  },

  updateUser(changes: Partial<SessionUser>): void {
    if (!state.user) return
    const user = { ...state.user, ...changes }
    writeSavedUser(user)
    setState({ ...state, user })
  },

  clear(): void {
    removeSessionCookies()
    setState(signedOut)
  },
}

export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.get, session.get)
}
