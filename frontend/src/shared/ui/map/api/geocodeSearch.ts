import { queryOptions, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'

import type { GeocodedPlace } from '../mapLocation'
import { geocoderGet } from './geocoderRequest'

/** GET {geocoder}/search?format=json&q=...: the best match for a keyword, or null. */
export async function fetchGeocodeSearch(
  baseUrl: string,
  keyword: string,
  language: string,
  signal?: AbortSignal,
): Promise<GeocodedPlace | null> {
  const places = await geocoderGet<GeocodedPlace[]>(
    baseUrl,
    'search',
    { q: keyword, limit: '1', addressdetails: '1', 'accept-language': language },
    signal,
  )
  return Array.isArray(places) ? (places[0] ?? null) : null
}

export function geocodeSearchQueryOptions(baseUrl: string, keyword: string, language: string) {
  return queryOptions({
    queryKey: ['geocoder', 'search', baseUrl, keyword, language],
    queryFn: ({ signal }) => fetchGeocodeSearch(baseUrl, keyword, language, signal),
    staleTime: Infinity,
    retry: false,
  })
}

/** A search run on demand (the Search button), answered from the cache when repeated. */
export function useGeocodeSearch(baseUrl: string, language: string) {
  const queryClient = useQueryClient()
  return useCallback(
    (keyword: string) => queryClient.fetchQuery(geocodeSearchQueryOptions(baseUrl, keyword, language)),
    [queryClient, baseUrl, language],
  )
}
