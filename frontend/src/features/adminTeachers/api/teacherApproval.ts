import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

import type { AdminTeacher } from './teacherList'

export type ApprovalDecision = components['schemas']['ApprovalIn']

/** POST /api/admin/teacher/approval: approve (1), reject with a reason (2) or back to pending (0); the teacher is told (teacher:vet). */
export function decideApproval(body: ApprovalDecision): Promise<AdminTeacher> {
  return callApi((api) => api.POST('/admin/teacher/approval', { body }))
}
