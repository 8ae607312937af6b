import { configureRequest } from '@/shared/api/request'
import { cookieNames } from '@/shared/config'
import { teacherSession } from '@/shared/session/teacherSession'

/**
 * The teacher app's calls carry the teacher's own token (`teacherToken`),
 * and end the teacher's session (never the centre portal's) when it expires.
 */
export function setUpTeacherRequests(): void {
  configureRequest({
    tokenCookie: cookieNames.teacherToken,
    endSession: () => teacherSession.clear(),
  })
}
