import { sessionLoaderFor } from '@/features/session/lib/sessionLoader'
import { session } from '@/shared/session/sessionStore'

import { redirectFor } from './routeGuard'

/** Restores the centre's session on a page's first navigation, then applies the portal's redirect rules. */
export const sessionLoader = sessionLoaderFor(session, redirectFor)
