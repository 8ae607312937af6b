import { queryOptions, skipToken, useQuery } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type FavouriteSearchRequest = components['schemas']['FavouriteSearchIn']
export type SearchItem = components['schemas']['SearchItem']
export type SearchAnswer = components['schemas']['SearchOut']

/**
 * POST /api/center/favourite/search: approved teachers by first name, last
 * name (prefixes) or registration number, 20 at most.
 */
export function fetchFavouriteSearch(request: FavouriteSearchRequest, signal?: AbortSignal): Promise<SearchAnswer> {
  return callApi((api) => api.POST('/center/favourite/search', { body: request }), { signal })
}

export const favouriteSearchKey = ['favourites', 'search'] as const

/** Off until a search has been asked for (the form checks it first). */
export function favouriteSearchQueryOptions(request: FavouriteSearchRequest | null) {
  return queryOptions({
    queryKey: [...favouriteSearchKey, request],
    queryFn: request ? ({ signal }) => fetchFavouriteSearch(request, signal) : skipToken,
  })
}

export function useFavouriteSearch(request: FavouriteSearchRequest | null) {
  return useQuery(favouriteSearchQueryOptions(request))
}
