import Cookies from 'js-cookie'
import { useSyncExternalStore } from 'react'

import { readToken, sessionCookieOptions } from './sessionCookies'

/** An app's session: its token and the user it saved, plus what the app keeps beside them (`TExtra`). */
export type SessionState<TUser, TExtra extends object = object> = {
  token: string | null
  user: TUser | null
} & TExtra

export interface SessionSettings<TUser, TExtra extends object> {
  /** The cookie that holds the app's token. */
  tokenCookie: string
  /** The cookie that holds the saved user. */
  userCookie: string
  /** The saved user, or null when the cookie's text is not one. */
  parseUser: (text: string | undefined) => TUser | null
  /** What the app keeps beside the token and user while signed in, and while signed out. */
  extra: { signedIn: TExtra; signedOut: TExtra }
}

export interface SessionStore<TUser, TExtra extends object = object> {
  get(): SessionState<TUser, TExtra>
  subscribe(listener: () => void): () => void
  /** Both session cookies are present. */
  exists(): boolean
  /** The session has been started or restored in this page. */
  isLoaded(): boolean
  start(token: string, user: TUser): void
  /** Restores the user from the saved cookies; false when they cannot be read. */
  restore(): boolean
  /** Keeps the saved user current, in memory and in the cookie; nothing happens when nothing changed. */
  updateUser(changes: Partial<TUser>): void
  clear(): void
}

function sameFacts<TUser extends object>(a: TUser, b: TUser): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof TUser>
  return [...keys].every((key) => Object.is(a[key], b[key]))
}

/**
 * One app's session, kept in two cookies of its own (a day's life, like every
 * session cookie), so that several apps can be signed in in one browser.
 */
export function createSessionStore<TUser extends object, TExtra extends object = object>(
  settings: SessionSettings<TUser, TExtra>,
): SessionStore<TUser, TExtra> {
  const { tokenCookie, userCookie, parseUser, extra } = settings
  const signedOut: SessionState<TUser, TExtra> = { token: null, user: null, ...extra.signedOut }
  let state = signedOut
  const listeners = new Set<() => void>()

  function setState(next: SessionState<TUser, TExtra>): void {
    state = next
    listeners.forEach((listener) => listener())
  }

  function writeUser(user: TUser): void {
    Cookies.set(userCookie, JSON.stringify(user), sessionCookieOptions())
  }

  return {
    get: () => state,

    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },

    exists: () => Boolean(readToken(tokenCookie) && Cookies.get(userCookie)),

    isLoaded: () => state.token !== null,

    start(token, user) {
      Cookies.set(tokenCookie, token, sessionCookieOptions())
      writeUser(user)
      setState({ ...extra.signedIn, token, user })
    },

    restore() {
      const token = readToken(tokenCookie)
      const user = parseUser(Cookies.get(userCookie) || undefined)
      if (!token || !user) return false
      setState({ ...extra.signedIn, token, user })
      return true
    },

    updateUser(changes) {
      if (!state.token || !state.user) return
      const user = { ...state.user, ...changes }
      if (sameFacts(user, state.user)) return
      writeUser(user)
      setState({ ...state, user })
    },

    clear() {
      Cookies.remove(tokenCookie, { path: '/' })
      Cookies.remove(userCookie, { path: '/' })
      setState(signedOut)
    },
  }
}

/** The app's session as React state. */
export function useSessionOf<TUser, TExtra extends object>(store: SessionStore<TUser, TExtra>): SessionState<TUser, TExtra> {
  return useSyncExternalStore(store.subscribe, store.get, store.get)
}
