import { queryOptions, skipToken, useQuery } from '@tanstack/react-query'

import { postApi } from '@/shared/api/request'
import type { components } from '@/shared/api/schema'

export type FavouriteSearchRequest = components['schemas']['FavouriteSearchIn']
export type SearchItem = components['schemas']['SearchItem']
export type SearchAnswer = components['schemas']['SearchOut']

/**
 * POST /api/center/favourite/search: approved teachers by first name, last
 * name (prefixes) or registration number, 20 at most.
 */
export function fetchFavouriteSearch(request: FavouriteSearchRequest, signal?: AbortSignal): Promise<SearchAnswer> {
  return postApi<SearchAnswer>('center/favourite/search', request, { signal })
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
