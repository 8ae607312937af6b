import Cookies from 'js-cookie'
import { useSyncExternalStore } from 'react'

import type { components } from '@/shared/api/schema'
import { cookieNames } from '@/shared/config'
import { readToken, sessionCookieOptions } from '@/shared/session/sessionCookies'

type TeacherProfile = components['schemas']['TeacherProfile']

/** Vetting state of a teacher account (`approval`). */
export const Approval = {
  pending: 0,
  approved: 1,
  rejected: 2,
} as const

/**
 * The signed-in teacher as the app keeps it between visits. Only these few
 * facts go into the cookie: the whole profile (a philosophy of up to 2000
 * characters) could pass a cookie's 4 KB limit; the app reads the profile
 * itself from `/api/teacher/profile`.
 */
export interface TeacherSessionUser {
  id: number
  firstName: string
  lastName: string
  email: string
  /** 0 pending, 1 approved, 2 rejected. */
  approval: number
}

export interface TeacherSessionState {
  token: string | null
  user: TeacherSessionUser | null
}

export function sessionUserOf(profile: Pick<TeacherProfile, keyof TeacherSessionUser>): TeacherSessionUser {
  return {
    id: profile.id,
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    approval: profile.approval,
  }
}

/** The saved teacher, or null when the cookie is missing or is not one. */
export function parseTeacherUser(text: string | undefined): TeacherSessionUser | null {
  if (!text) return null
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null) return null
  const candidate = value as Partial<TeacherSessionUser>
  if (typeof candidate.id !== 'number' || typeof candidate.email !== 'string') return null
  return {
    id: candidate.id,
    email: candidate.email,
    firstName: typeof candidate.firstName === 'string' ? candidate.firstName : '',
    lastName: typeof candidate.lastName === 'string' ? candidate.lastName : '',
    approval: typeof candidate.approval === 'number' ? candidate.approval : Approval.pending,
  }
}

function readUser(): TeacherSessionUser | null {
  return parseTeacherUser(Cookies.get(cookieNames.teacherUser))
}

function writeUser(user: TeacherSessionUser): void {
  Cookies.set(cookieNames.teacherUser, JSON.stringify(user), sessionCookieOptions())
}

const signedOut: TeacherSessionState = { token: null, user: null }
let state: TeacherSessionState = signedOut
const listeners = new Set<() => void>()

function setState(next: TeacherSessionState): void {
  state = next
  listeners.forEach((listener) => listener())
}

/**
 * The teacher app's session: the `teacherToken` and `teacherUser` cookies
 * (a day, like the centre portal's), never the centre portal's `token` and
 * `user`, so that both apps can be signed in in one browser.
 */
export const teacherSession = {
  get(): TeacherSessionState {
    return state
  },

  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },

  /** Both session cookies are present. */
  exists(): boolean {
    return Boolean(readToken(cookieNames.teacherToken) && Cookies.get(cookieNames.teacherUser))
  },

  /** The session has been started or restored in this page. */
  isLoaded(): boolean {
    return state.token !== null
  },

  start(token: string, user: TeacherSessionUser): void {
    Cookies.set(cookieNames.teacherToken, token, sessionCookieOptions())
    writeUser(user)
    setState({ token, user })
  },

  /** Restores the teacher from the saved cookies; false when they cannot be read. */
  restore(): boolean {
    const token = readToken(cookieNames.teacherToken)
    const user = readUser()
    if (!token || !user) return false
    setState({ token, user })
    return true
  },

  /** Keeps the saved teacher current (a fresh profile may bring a new approval state). */
  updateUser(user: TeacherSessionUser): void {
    if (!state.token) return
    const current = state.user
    if (
      current &&
      current.id === user.id &&
      current.firstName === user.firstName &&
      current.lastName === user.lastName &&
      current.email === user.email &&
      current.approval === user.approval
    ) {
      return
    }
    writeUser(user)
    setState({ ...state, user })
  },

  clear(): void {
    Cookies.remove(cookieNames.teacherToken, { path: '/' })
    Cookies.remove(cookieNames.teacherUser, { path: '/' })
    setState(signedOut)
  },
}

export function useTeacherSession(): TeacherSessionState {
  return useSyncExternalStore(teacherSession.subscribe, teacherSession.get, teacherSession.get)
}
