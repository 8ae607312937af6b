import { sessionLoaderFor } from '@/features/session/lib/sessionLoader'
import { staffSession } from '@/shared/session/staffSession'

import { redirectFor } from './routeGuard'

/** Restores the staff member's session on a page's first navigation, then applies the console's redirect rules. */
export const sessionLoader = sessionLoaderFor(staffSession, redirectFor)
