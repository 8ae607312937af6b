import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

type Schemas = components['schemas']

export type FavouritePickerRequest = Schemas['PickerIn']
export type FavouritePicker = Schemas['PickerOut']
export type FavouriteCandidate = Schemas['PickerItem']

/**
 * POST /api/center/job/book/favorite/teacher/list: every favourite of the
 * centre with whether they can take every day of the draft, and why not.
 */
export function fetchFavouritePicker(request: FavouritePickerRequest, signal?: AbortSignal): Promise<FavouritePicker> {
  return callApi((api) => api.POST('/center/job/book/favorite/teacher/list', { body: request }), { signal })
}

export function favouritePickerQueryOptions(request: FavouritePickerRequest | null) {
  return queryOptions({
    queryKey: ['jobCreation', 'favourites', request] as const,
    queryFn: ({ signal }) => {
      if (!request) throw new Error('The favourites picker needs the draft’s dates and requirements.')
      return fetchFavouritePicker(request, signal)
    },
    enabled: request !== null,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  })
}

/** The picker for a favourite invite (null: the draft is not far enough along). */
export function useFavouritePicker(request: FavouritePickerRequest | null) {
  return useQuery(favouritePickerQueryOptions(request))
}
