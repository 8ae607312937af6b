import { routeGuard } from '@/shared/session/routeGuard'

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

/**
 * The centre portal's guard: without a session every route but the open ones
 * goes to the sign-in page, with the full target in `redirect`; a signed-in
 * user opening a sign-in page goes to `/`.
 */
export const { redirectFor, afterSignIn } = routeGuard({
  openPaths: OPEN_PATHS,
  signInPaths: ['/login', '/login2'],
  home: '/',
})
