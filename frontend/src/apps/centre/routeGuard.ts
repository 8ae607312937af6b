/** Routes open without a session (spec section 2): sign-in, errors, registration and recovery; any case. */
export const OPEN_PATHS: readonly string[] = [
  '/login',
  '/login2',
  '/404',
  '/401',
  '/signUp',
  '/mobilePhone',
  '/loginGraphicalCode',
  '/digitCode',
  '/Information',
  '/email',
  '/emailCode',
  '/thanks',
  '/welcome',
  '/forgotPassword1',
  '/forgotPassword2',
  '/forgotPassword3',
]
const OPEN = new Set(OPEN_PATHS.map((path) => path.toLowerCase()))
const SIGN_IN_PATHS: readonly string[] = ['/login', '/login2']

export interface NavigationTarget {
  pathname: string
  search: string
}

function normalise(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '')
  return (trimmed || '/').toLowerCase()
}

/**
 * Where a navigation must go instead, or null to let it through:
 * - without a session every route but the open ones goes to the sign-in page,
 *   with the full target (path and query) in `redirect`;
 * - a signed-in user opening the sign-in page goes to `/`.
 */
export function redirectFor(target: NavigationTarget, signedIn: boolean): string | null {
  const path = normalise(target.pathname)
  if (OPEN.has(path)) {
    return signedIn && SIGN_IN_PATHS.includes(path) ? '/' : null
  }
  if (!signedIn) {
    return `/login?redirect=${encodeURIComponent(`${target.pathname}${target.search}`)}`
  }
  return null
}

/** The page to open after sign-in: the redirect target when it is a route of this app, else `/`. */
export function afterSignIn(redirect: string | null | undefined): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.includes('\\')) return '/'
  const path = normalise(redirect.split(/[?#]/, 1)[0] ?? '/')
  return SIGN_IN_PATHS.includes(path) ? '/' : redirect
}
