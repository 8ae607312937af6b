import { keepPreviousData, useQuery } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

import type { Period } from './statisticsOverview'

export type TeacherStatistics = components['schemas']['TeacherStatisticsOut']

/** POST /api/admin/statistics/teacher: one teacher's jobs, paid hours, reliability and rating over a period (statistics:read). */
export function fetchStatisticsTeacher(period: Period, teacherId: number, signal?: AbortSignal): Promise<TeacherStatistics> {
  return callApi((api) => api.POST('/admin/statistics/teacher', { body: { ...period, teacherId } }), { signal })
}

export function useStatisticsTeacher(period: Period | null, teacherId: number | null) {
  return useQuery({
    queryKey: ['adminStatistics', 'teacher', teacherId, period],
    queryFn: ({ signal }) => fetchStatisticsTeacher(period as Period, teacherId as number, signal),
    enabled: period !== null && teacherId !== null,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    retry: false,
  })
}
