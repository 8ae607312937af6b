import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'
import type { MapPoint } from '@/shared/ui/map/mapLocation'

import { FINDER_MAX_RADIUS_KM, teachersAround } from '../lib/geo'

export type FinderRequest = components['schemas']['FinderIn']
export type FinderItem = components['schemas']['FinderItem']
export type FinderPage = components['schemas']['Page_FinderItem_']

/** POST /api/center/finder/list: approved teachers within a radius of the centre, nearest first, paged. */
export function fetchFinderList(request: FinderRequest, signal?: AbortSignal): Promise<FinderPage> {
  return callApi((api) => api.POST('/center/finder/list', { body: request }), { signal })
}

export const finderListKey = ['finder', 'list'] as const

export function finderListQueryOptions(request: FinderRequest | null) {
  return queryOptions({
    queryKey: [...finderListKey, request],
    queryFn: request ? ({ signal }) => fetchFinderList(request, signal) : skipToken,
    placeholderData: keepPreviousData,
  })
}

/** Off while `request` is null (the finder is searching around another place). */
export function useFinderList(request: FinderRequest | null) {
  return useQuery(finderListQueryOptions(request))
}

/** Pages of the widest radius read for a search around another place (the server's largest page is 100). */
const AROUND_PAGE_SIZE = 100
const AROUND_MAX_PAGES = 5

export interface TeachersAround {
  /** Every teacher within the radius of the place, nearest first, with the distance from the place. */
  list: FinderItem[]
  /** More teachers were near the centre than were read: the farthest were left out. */
  truncated: boolean
}

/**
 * The finder around another place than the centre. The server measures from
 * the centre only, so this reads the teachers within the widest radius of the
 * centre (50 km, up to 500 of them) with the same filters, and keeps those
 * within `radiusKm` of the place by their approximate location.
 */
export async function fetchTeachersAround(
  filters: Omit<FinderRequest, 'pageNo' | 'pageSize' | 'radiusKm'>,
  origin: MapPoint,
  radiusKm: number,
  signal?: AbortSignal,
): Promise<TeachersAround> {
  const read: FinderItem[] = []
  let total = 0
  for (let pageNo = 1; pageNo <= AROUND_MAX_PAGES; pageNo += 1) {
    const page = await fetchFinderList(
      { ...filters, radiusKm: FINDER_MAX_RADIUS_KM, pageNo, pageSize: AROUND_PAGE_SIZE },
      signal,
    )
    read.push(...page.list)
    total = page.total
    if (read.length >= total || page.list.length < AROUND_PAGE_SIZE) break
  }
  return { list: teachersAround(read, origin, radiusKm), truncated: read.length < total }
}

export function teachersAroundQueryOptions(
  filters: Omit<FinderRequest, 'pageNo' | 'pageSize' | 'radiusKm'>,
  origin: MapPoint | null,
  radiusKm: number,
) {
  return queryOptions({
    queryKey: [...finderListKey, 'around', filters, origin, radiusKm],
    queryFn: origin ? ({ signal }) => fetchTeachersAround(filters, origin, radiusKm, signal) : skipToken,
    placeholderData: keepPreviousData,
  })
}

/** Off while `origin` is null (the finder is searching around the centre). */
export function useTeachersAround(
  filters: Omit<FinderRequest, 'pageNo' | 'pageSize' | 'radiusKm'>,
  origin: MapPoint | null,
  radiusKm: number,
) {
  return useQuery(teachersAroundQueryOptions(filters, origin, radiusKm))
}
