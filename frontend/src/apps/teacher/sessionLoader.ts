import { type LoaderFunctionArgs, redirect } from 'react-router'

import { signOut } from '@/features/teacherSession/lib/signOut'
import { teacherSession } from '@/features/teacherSession/lib/teacherSession'
import { browser } from '@/shared/lib/browser'

import { redirectFor } from './routeGuard'

/**
 * Runs before every navigation (the root route always revalidates): restores
 * the teacher's session from its cookies on the first navigation of a page,
 * then applies the redirect rules.
 */
export async function sessionLoader({ request }: LoaderFunctionArgs): Promise<Response | null> {
  if (teacherSession.exists() && !teacherSession.isLoaded() && !teacherSession.restore()) {
    await signOut()
    browser.reload()
    return null
  }
  if (!teacherSession.exists() && teacherSession.isLoaded()) teacherSession.clear()

  const url = new URL(request.url)
  const target = redirectFor({ pathname: url.pathname, search: url.search }, teacherSession.exists())
  return target ? redirect(target) : null
}
