/** Routes of the teacher app open without a session (paths compared in lower case). */
export const OPEN_PATHS: readonly string[] = [
  '/login',
  '/404',
  '/401',
  '/forgotpassword1',
  '/forgotpassword2',
  '/forgotpassword3',
]
/** The sign-up's steps: open without a session, and pointless with one. */
const SIGN_UP_PREFIX = '/signup'
const SIGN_IN_PATH = '/login'
/** Where a signed-in teacher lands. */
export const HOME_PATH = '/invites'

export interface NavigationTarget {
  pathname: string
  search: string
}

function normalise(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '')
  return (trimmed || '/').toLowerCase()
}

/**
 * Where a navigation must go instead, or null to let it through: without a
 * session every route but the open ones (sign-in, sign-up, password recovery,
 * errors) goes to the sign-in page (with the target in `redirect`); a
 * signed-in teacher opening the sign-in or sign-up pages goes home.
 */
export function redirectFor(target: NavigationTarget, signedIn: boolean): string | null {
  const path = normalise(target.pathname)
  if (path === SIGN_UP_PREFIX || path.startsWith(`${SIGN_UP_PREFIX}/`)) return signedIn ? HOME_PATH : null
  if (OPEN_PATHS.includes(path)) return signedIn && path === SIGN_IN_PATH ? HOME_PATH : null
  if (signedIn) return null
  if (path === '/') return SIGN_IN_PATH
  return `${SIGN_IN_PATH}?redirect=${encodeURIComponent(`${target.pathname}${target.search}`)}`
}

/** The page to open after sign-in: the redirect target when it is a route of this app, else home. */
export function afterSignIn(redirect: string | null | undefined): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.includes('\\')) return HOME_PATH
  const path = normalise(redirect.split(/[?#]/, 1)[0] ?? '/')
  return path === SIGN_IN_PATH || path === '/' ? HOME_PATH : redirect
}
