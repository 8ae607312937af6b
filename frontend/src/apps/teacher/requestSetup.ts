import { teacherSession } from '@/features/teacherSession/lib/teacherSession'
import { configureRequest } from '@/shared/api/request'
import { cookieNames } from '@/shared/config'
import { i18n } from '@/shared/i18n'

import { teacherRefusalText } from './serverMessages'

/**
 * The teacher app's calls carry the teacher's own token (`teacherToken`),
 * end the teacher's session (never the centre portal's) when it expires, and
 * word the teacher calls' refusals in the chosen language.
 */
export function setUpTeacherRequests(): void {
  configureRequest({
    tokenCookie: cookieNames.teacherToken,
    endSession: () => teacherSession.clear(),
    refusalText: (envelope) => teacherRefusalText(envelope, (key, values) => i18n.t(key, values)),
  })
}
