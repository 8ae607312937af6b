import { type LoaderFunctionArgs, redirect } from 'react-router'

import { signOut } from '@/features/session/lib/signOut'
import { browser } from '@/shared/lib/browser'
import { session } from '@/shared/session/sessionStore'

import { redirectFor } from './routeGuard'

/**
 * Runs before every navigation (the root route always revalidates):
 * restores the session from its cookies on the first navigation of a page,
 * then applies the redirect rules.
 */
export async function sessionLoader({ request }: LoaderFunctionArgs): Promise<Response | null> {
  if (session.exists() && !session.isLoaded() && !session.restore()) {
    await signOut()
    browser.reload()
    return null
  }
  if (!session.exists() && session.isLoaded()) session.clear()

  const url = new URL(request.url)
  const target = redirectFor({ pathname: url.pathname, search: url.search }, session.exists())
  return target ? redirect(target) : null
}
