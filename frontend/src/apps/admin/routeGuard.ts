import { routeGuard } from '@/shared/session/routeGuard'

/** Routes of the admin console open without a session (paths compared in lower case). */
export const OPEN_PATHS: readonly string[] = ['/login', '/404', '/401']

/**
 * The console's guard: without a session every route but the open ones goes
 * to the sign-in page, with the full target in `redirect`; a signed-in staff
 * member opening the sign-in page goes to `/`, which leads to their landing
 * page (the dashboard, or their first page).
 */
export const { redirectFor, afterSignIn } = routeGuard({
  openPaths: OPEN_PATHS,
  signInPaths: ['/login'],
  home: '/',
})
