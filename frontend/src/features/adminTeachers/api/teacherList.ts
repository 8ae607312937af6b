import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type AdminTeacher = components['schemas']['AdminTeacherItem']
export type TeacherListBody = components['schemas']['TeacherListIn']
export type TeacherFilters = Omit<TeacherListBody, 'pageNo' | 'pageSize'>

/** The teacher list's key (ListPage): every change to a teacher refreshes it. */
export const TEACHER_LIST = 'adminTeachers'

/** POST /api/admin/teacher/list: teachers by the list's filters, newest first (teacher:list). */
export function fetchTeachers(body: TeacherListBody, signal?: AbortSignal): Promise<{ list: AdminTeacher[]; total: number }> {
  return callApi((api) => api.POST('/admin/teacher/list', { body }), { signal })
}
