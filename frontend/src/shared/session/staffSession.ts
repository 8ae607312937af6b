import { cookieNames } from '../config'
import { createSessionStore, useSessionOf } from './createSessionStore'
import { parseSavedObject } from './sessionCookies'

/**
 * The signed-in staff member as the admin console keeps it between visits:
 * the sign-in answer's few facts. What they may do is asked of the server
 * (`/api/admin/authority/mine`) on every page load, never kept in a cookie.
 */
export interface StaffSessionUser {
  email: string
  name: string | null
}

/** The saved staff member, or null when the cookie is missing or is not one. */
export function parseStaffUser(text: string | undefined): StaffSessionUser | null {
  const candidate = parseSavedObject(text)
  if (!candidate || typeof candidate.email !== 'string') return null
  return { email: candidate.email, name: typeof candidate.name === 'string' ? candidate.name : null }
}

/**
 * The admin console's session: the `adminToken` and `adminUser` cookies, so
 * that the console, the centre portal and the teacher app can all be signed
 * in in one browser.
 */
export const staffSession = createSessionStore<StaffSessionUser>({
  tokenCookie: cookieNames.adminToken,
  userCookie: cookieNames.adminUser,
  parseUser: parseStaffUser,
  extra: { signedIn: {}, signedOut: {} },
})

export type StaffSessionState = ReturnType<typeof staffSession.get>

export function useStaffSession(): StaffSessionState {
  return useSessionOf(staffSession)
}
