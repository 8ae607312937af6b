import { keepPreviousData, useQuery } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type Statistics = components['schemas']['StatisticsOut']
export type FillRow = components['schemas']['FillRow']
export type Period = components['schemas']['PeriodIn']

/** POST /api/admin/statistics/overview: the platform over a period of at most 366 days (statistics:read). */
export function fetchStatisticsOverview(period: Period, signal?: AbortSignal): Promise<Statistics> {
  return callApi((api) => api.POST('/admin/statistics/overview', { body: period }), { signal })
}

export function useStatisticsOverview(period: Period | null) {
  return useQuery({
    queryKey: ['adminStatistics', 'overview', period],
    queryFn: ({ signal }) => fetchStatisticsOverview(period as Period, signal),
    enabled: period !== null,
    // A period's figures change only as its days go by.
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  })
}
