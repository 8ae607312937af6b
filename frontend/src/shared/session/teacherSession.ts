import type { components } from '../api/schema'
import { cookieNames } from '../config'
import { createSessionStore, useSessionOf } from './createSessionStore'
import { parseSavedObject } from './sessionCookies'

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
  const candidate = parseSavedObject(text) as Partial<TeacherSessionUser> | null
  if (!candidate || typeof candidate.id !== 'number' || typeof candidate.email !== 'string') return null
  return {
    id: candidate.id,
    email: candidate.email,
    firstName: typeof candidate.firstName === 'string' ? candidate.firstName : '',
    lastName: typeof candidate.lastName === 'string' ? candidate.lastName : '',
    approval: typeof candidate.approval === 'number' ? candidate.approval : Approval.pending,
  }
}

/**
 * The teacher app's session: the `teacherToken` and `teacherUser` cookies
 * (a day, like the centre portal's), never the centre portal's `token` and
 * `user`, so that both apps can be signed in in one browser.
 */
export const teacherSession = createSessionStore<TeacherSessionUser>({
  tokenCookie: cookieNames.teacherToken,
  userCookie: cookieNames.teacherUser,
  parseUser: parseTeacherUser,
  extra: { signedIn: {}, signedOut: {} },
})

export type TeacherSessionState = ReturnType<typeof teacherSession.get>

export function useTeacherSession(): TeacherSessionState {
  return useSessionOf(teacherSession)
}
