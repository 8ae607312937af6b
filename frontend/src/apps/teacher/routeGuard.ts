import { routeGuard } from '@/shared/session/routeGuard'

/** Routes of the teacher app open without a session (paths compared in lower case). */
export const OPEN_PATHS: readonly string[] = [
  '/login',
  '/404',
  '/401',
  '/forgotpassword1',
  '/forgotpassword2',
  '/forgotpassword3',
]
/** Where a signed-in teacher lands. */
export const HOME_PATH = '/invites'

/**
 * The teacher app's guard: without a session every route but the open ones
 * (sign-in, sign-up, password recovery, errors) goes to the sign-in page; a
 * signed-in teacher opening the sign-in or sign-up pages goes home.
 */
export const { redirectFor, afterSignIn } = routeGuard({
  openPaths: OPEN_PATHS,
  signInPaths: ['/login'],
  signUpPath: '/signup',
  home: HOME_PATH,
})
