import { readFileSync } from 'node:fs'

import { storedSignIn } from './support/platform'

/** The demo data's password, the same for every demo account (README, "Demo logins"). */
export const demoPassword = 'relief-demo-2026'

export const demoCentre = {
  email: 'centre@example.com',
  password: demoPassword,
  name: 'Kowhai Kids Centre',
} as const

/** The second demo centre, on the North Shore: it has not used its welcome voucher yet. */
export const secondCentre = {
  email: 'centre2@example.com',
  password: demoPassword,
  name: 'Totara Tots',
} as const

export const demoStaff = { email: 'admin@example.com', password: demoPassword } as const

/** Demo teachers: teacher01@example.com to teacher60@example.com, teacher n with the id n; the last three await approval. */
export const demoTeachers = {
  password: demoPassword,
  count: 60,
  email: (n: number) => `teacher${String(n).padStart(2, '0')}@example.com`,
  pendingEmail: 'teacher60@example.com',
} as const

/**
 * The accounts the browser is signed in as, each signed in once by the setup
 * project (auth.setup.ts) and stored: the session's cookies are in
 * `storedSignIn(role)` and its session in the prepared database.
 */
export const roles = {
  /** The demo centre, its terms accepted. */
  centre: { app: 'portal', email: demoCentre.email, tokenCookie: 'token' },
  /** An approved demo teacher who is not a free job seeker yet (every sixth one is). */
  teacher: { app: 'teacher', email: demoTeachers.email(5), tokenCookie: 'teacherToken' },
} as const

export type Role = keyof typeof roles

/** The bearer token of a role's stored sign-in. */
export function storedToken(role: Role): string {
  const state = JSON.parse(readFileSync(storedSignIn(role), 'utf8')) as { cookies: { name: string; value: string }[] }
  const token = state.cookies.find((cookie) => cookie.name === roles[role].tokenCookie)?.value
  if (!token) throw new Error(`The stored sign-in of ${role} has no ${roles[role].tokenCookie} cookie.`)
  return token
}
