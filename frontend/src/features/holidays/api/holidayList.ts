import { queryOptions, useQuery } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'

export interface Holiday {
  /** YYYY-MM-DD */
  date: string
  name: string
  /** The region of a regional anniversary day; null for a national holiday. */
  region?: string | null
}

export interface HolidayListRequest {
  year?: number
}

export interface HolidayList {
  list: Holiday[]
}

/** New Zealand public holidays as observed, for one year (the current one by default). */
export function fetchHolidayList(request: HolidayListRequest = {}, signal?: AbortSignal): Promise<HolidayList> {
  return callApi((api) => api.POST('/show/holiday/list', { body: request }), { signal })
}

export function holidayListQueryOptions(year?: number) {
  return queryOptions({
    queryKey: ['holidays', year ?? 'current'],
    queryFn: ({ signal }) => fetchHolidayList(year === undefined ? {} : { year }, signal),
    staleTime: 60 * 60_000,
  })
}

export function useHolidayList(year?: number) {
  return useQuery(holidayListQueryOptions(year))
}
