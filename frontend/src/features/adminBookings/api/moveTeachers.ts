import { keepPreviousData, useQuery } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type TeacherChoice = components['schemas']['AdminTeacherItem']

/** How many teachers the move dialog offers for one search. */
export const CHOICES = 20

/**
 * POST /api/admin/teacher/list: the approved, switched-on teachers a job
 * record may move to, by name, e-mail or registration number (teacher:list).
 */
export function fetchMoveTeachers(keyword: string, signal?: AbortSignal): Promise<{ list: TeacherChoice[]; total: number }> {
  const body = { pageNo: 1, pageSize: CHOICES, approval: 1, enabled: true, ...(keyword ? { keyword } : {}) }
  return callApi((api) => api.POST('/admin/teacher/list', { body }), { signal })
}

export function useMoveTeachers(keyword: string, enabled: boolean) {
  return useQuery({
    queryKey: ['adminBookings', 'moveTeachers', keyword],
    queryFn: ({ signal }) => fetchMoveTeachers(keyword, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  })
}
