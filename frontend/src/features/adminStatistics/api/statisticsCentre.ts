import { keepPreviousData, useQuery } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'

import type { Period, Statistics } from './statisticsOverview'

/** POST /api/admin/statistics/centre: one centre's bookings and money over a period (statistics:read). */
export function fetchStatisticsCentre(period: Period, centreId: number, signal?: AbortSignal): Promise<Statistics> {
  return callApi((api) => api.POST('/admin/statistics/centre', { body: { ...period, centreId } }), { signal })
}

export function useStatisticsCentre(period: Period | null, centreId: number | null) {
  return useQuery({
    queryKey: ['adminStatistics', 'centre', centreId, period],
    queryFn: ({ signal }) => fetchStatisticsCentre(period as Period, centreId as number, signal),
    enabled: period !== null && centreId !== null,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    retry: false,
  })
}
