export interface NavigationTarget {
  pathname: string
  search: string
}

/** What an app's routes need of a session. */
export interface GuardRules {
  /** Routes open without a session (compared in lower case, without a trailing slash). */
  openPaths: readonly string[]
  /** The sign-in routes (open): a signed-in user opening one goes home. The first is where a visitor is sent. */
  signInPaths: readonly string[]
  /** Routes under this path (a sign-up's steps) are open without a session and pointless with one. */
  signUpPath?: string
  /** Where a signed-in user lands. */
  home: string
}

export interface RouteGuard {
  /** Where a navigation must go instead, or null to let it through. */
  redirectFor(target: NavigationTarget, signedIn: boolean): string | null
  /** The page to open after sign-in: the redirect target when it is a route of this app, else home. */
  afterSignIn(redirect: string | null | undefined): string
}

function normalise(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '')
  return (trimmed || '/').toLowerCase()
}

/**
 * An app's route guard:
 * - without a session every route but the open ones goes to sign-in, with the
 *   full target (path and query) in `redirect` when sign-in would go back to it;
 * - a signed-in user opening a sign-in page (or a sign-up step) goes home;
 * - after sign-in only a target inside the app is opened, never a sign-in page.
 */
export function routeGuard(rules: GuardRules): RouteGuard {
  const open = new Set(rules.openPaths.map(normalise))
  const signIn = rules.signInPaths.map(normalise)
  const signUp = rules.signUpPath === undefined ? null : normalise(rules.signUpPath)
  const signInPage = rules.signInPaths[0] ?? '/login'
  const rootIsHome = normalise(rules.home) === '/'

  function afterSignIn(redirect: string | null | undefined): string {
    if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.includes('\\')) return rules.home
    const path = normalise(redirect.split(/[?#]/, 1)[0] ?? '/')
    if (signIn.includes(path)) return rules.home
    // The root of an app whose home is elsewhere leads home.
    return path === '/' && !rootIsHome ? rules.home : redirect
  }

  function redirectFor(target: NavigationTarget, signedIn: boolean): string | null {
    const path = normalise(target.pathname)
    if (signUp !== null && (path === signUp || path.startsWith(`${signUp}/`))) return signedIn ? rules.home : null
    if (open.has(path)) return signedIn && signIn.includes(path) ? rules.home : null
    if (signedIn) return null
    const wanted = `${target.pathname}${target.search}`
    return afterSignIn(wanted) === wanted ? `${signInPage}?redirect=${encodeURIComponent(wanted)}` : signInPage
  }

  return { redirectFor, afterSignIn }
}
