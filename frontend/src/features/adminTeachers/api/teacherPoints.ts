import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

import type { AdminTeacher } from './teacherList'

export type PointsAdjustment = components['schemas']['PointsAdjustIn']

/** POST /api/admin/teacher/points/adjust: add or take points with a reason; the rank follows (teacher:points). */
export function adjustPoints(body: PointsAdjustment): Promise<AdminTeacher> {
  return callApi((api) => api.POST('/admin/teacher/points/adjust', { body }))
}
