import { sessionLoaderFor } from '@/features/session/lib/sessionLoader'
import { teacherSession } from '@/shared/session/teacherSession'

import { redirectFor } from './routeGuard'

/** Restores the teacher's session on a page's first navigation, then applies the app's redirect rules. */
export const sessionLoader = sessionLoaderFor(teacherSession, redirectFor)
