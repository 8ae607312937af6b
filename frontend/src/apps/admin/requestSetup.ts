import { configureRequest } from '@/shared/api/request'
import { cookieNames } from '@/shared/config'
import { staffSession } from '@/shared/session/staffSession'

/**
 * The console's calls carry the staff member's own token (`adminToken`), and
 * end the console's session (never the centre portal's) when it expires.
 */
export function setUpAdminRequests(): void {
  configureRequest({
    tokenCookie: cookieNames.adminToken,
    endSession: () => staffSession.clear(),
  })
}
