import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'
import type { TIME_SHEET_STATUS } from '@/shared/timesheets/rules'

export type TimeSheetItem = components['schemas']['TimeSheetItem']
export type TimeSheetPage = components['schemas']['Page_TimeSheetItem_']
export type TimeSheetListRequest = components['schemas']['TimeSheetListIn']

/** To confirm or confirmed (`TIME_SHEET_STATUS`). */
export type TimeSheetStatus = (typeof TIME_SHEET_STATUS)[keyof typeof TIME_SHEET_STATUS]

/** POST /api/center/job/time/sheet/list: the centre's time sheets to confirm or confirmed, paged. */
export function fetchTimeSheetList(request: TimeSheetListRequest, signal?: AbortSignal): Promise<TimeSheetPage> {
  return callApi((api) => api.POST('/center/job/time/sheet/list', { body: request }), { signal })
}

export const timeSheetListKey = ['timesheets', 'list'] as const

export function timeSheetListQueryOptions(request: { status: TimeSheetStatus; pageNo: number; pageSize: number }) {
  return queryOptions({
    queryKey: [...timeSheetListKey, request.status, request.pageNo, request.pageSize],
    queryFn: ({ signal }) => fetchTimeSheetList(request, signal),
    placeholderData: keepPreviousData,
  })
}

export function useTimeSheetList(request: { status: TimeSheetStatus; pageNo: number; pageSize: number }) {
  return useQuery(timeSheetListQueryOptions(request))
}
