import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type HolidayYear = components['schemas']['HolidayYearOut']
export type AdminHoliday = components['schemas']['HolidayItem']
export type HolidayRegion = components['schemas']['RegionItem']

export const holidaysKey = ['adminHolidays'] as const

/** POST /api/admin/holiday/list: a year's holidays by day, national first, and the regions a holiday may be of. */
export function fetchHolidays(year: number, signal?: AbortSignal): Promise<HolidayYear> {
  return callApi((api) => api.POST('/admin/holiday/list', { body: { year } }), { signal })
}

export function holidaysQueryOptions(year: number) {
  return queryOptions({
    queryKey: [...holidaysKey, year],
    queryFn: ({ signal }) => fetchHolidays(year, signal),
    placeholderData: keepPreviousData,
  })
}

export function useHolidays(year: number) {
  return useQuery(holidaysQueryOptions(year))
}
