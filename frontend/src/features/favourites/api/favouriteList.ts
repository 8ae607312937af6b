import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type FavouriteItem = components['schemas']['FavouriteItem']
export type FavouritePage = components['schemas']['Page_FavouriteItem_']
export type PageQuery = components['schemas']['PageQuery']

/** POST /api/center/favourite/list: the centre's favourite teachers, newest first. */
export function fetchFavouriteList(request: PageQuery, signal?: AbortSignal): Promise<FavouritePage> {
  return callApi((api) => api.POST('/center/favourite/list', { body: request }), { signal })
}

export const favouriteListKey = ['favourites', 'list'] as const

export function favouriteListQueryOptions(request: PageQuery) {
  return queryOptions({
    queryKey: [...favouriteListKey, request.pageNo, request.pageSize],
    queryFn: ({ signal }) => fetchFavouriteList(request, signal),
    placeholderData: keepPreviousData,
  })
}

export function useFavouriteList(request: PageQuery) {
  return useQuery(favouriteListQueryOptions(request))
}
