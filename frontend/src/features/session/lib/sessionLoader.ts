import { type LoaderFunctionArgs, redirect } from 'react-router'

import { browser } from '@/shared/lib/browser'
import type { NavigationTarget } from '@/shared/session/routeGuard'

import { signOut } from './signOut'

interface LoadableSession {
  exists(): boolean
  isLoaded(): boolean
  restore(): boolean
  clear(): void
}

/**
 * The root route's loader of an app (it runs before every navigation, as the
 * root route always revalidates): restores the app's session from its cookies
 * on the first navigation of a page, then applies the app's redirect rules.
 */
export function sessionLoaderFor(
  store: LoadableSession,
  redirectFor: (target: NavigationTarget, signedIn: boolean) => string | null,
) {
  return async function sessionLoader({ request }: LoaderFunctionArgs): Promise<Response | null> {
    if (store.exists() && !store.isLoaded() && !store.restore()) {
      await signOut(store)
      browser.reload()
      return null
    }
    if (!store.exists() && store.isLoaded()) store.clear()

    const url = new URL(request.url)
    const target = redirectFor({ pathname: url.pathname, search: url.search }, store.exists())
    return target ? redirect(target) : null
  }
}
