import { keepPreviousData, useQuery } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'
import type { PeriodDays } from '@/shared/lib/fillFigures'

export type CentreFill = components['schemas']['CentreFillOut']
export type FillRow = components['schemas']['FillRow']

/** POST /api/center/statistics/fill: how fast the centre's bookings of a period filled. */
export function fetchFillFigures(period: PeriodDays, signal?: AbortSignal): Promise<CentreFill> {
  return callApi((api) => api.POST('/center/statistics/fill', { body: period }), { signal })
}

/** The figures of a period (none asked while `period` is null: not chosen, or not one the server answers). */
export function useFillFigures(period: PeriodDays | null) {
  return useQuery({
    queryKey: ['home', 'fill', period?.dateFrom, period?.dateTo],
    queryFn: ({ signal }) => fetchFillFigures(period as PeriodDays, signal),
    enabled: period !== null,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    retry: false,
  })
}
