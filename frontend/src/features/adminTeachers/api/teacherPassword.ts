import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type TeacherPassword = components['schemas']['PasswordOut']

/** POST /api/admin/teacher/password/reset: a new one-time password, answered once (teacher:password). */
export function resetTeacherPassword(teacherId: number): Promise<TeacherPassword> {
  return callApi((api) => api.POST('/admin/teacher/password/reset', { body: { teacherId } }))
}
