import { queryOptions, skipToken, useQuery } from '@tanstack/react-query'

import { formatCoordinate, type GeocodedPlace, type MapPoint } from '../mapLocation'
import { geocoderGet } from './geocoderRequest'

interface ReverseAnswer extends Partial<GeocodedPlace> {
  /** Nominatim answers `{"error": "Unable to geocode"}` for a point with nothing around it. */
  error?: string
}

/** GET {geocoder}/reverse?format=json&lat=..&lon=..: the place at a point, or null. */
export async function fetchGeocodeReverse(
  baseUrl: string,
  point: MapPoint,
  language: string,
  signal?: AbortSignal,
): Promise<GeocodedPlace | null> {
  const answer = await geocoderGet<ReverseAnswer>(
    baseUrl,
    'reverse',
    {
      lat: formatCoordinate(point.latitude),
      lon: formatCoordinate(point.longitude),
      addressdetails: '1',
      'accept-language': language,
    },
    signal,
  )
  if (answer.error || answer.lat === undefined || answer.lon === undefined) return null
  return { lat: answer.lat, lon: answer.lon, display_name: answer.display_name ?? '', address: answer.address }
}

export function geocodeReverseQueryKey(baseUrl: string, point: MapPoint, language: string) {
  return ['geocoder', 'reverse', baseUrl, formatCoordinate(point.latitude), formatCoordinate(point.longitude), language]
}

/** Off (no call) when no geocoder is configured or no point is chosen. */
export function geocodeReverseQueryOptions(baseUrl: string, point: MapPoint | null, language: string) {
  return queryOptions({
    queryKey: point ? geocodeReverseQueryKey(baseUrl, point, language) : ['geocoder', 'reverse', 'none'],
    queryFn: baseUrl && point ? ({ signal }) => fetchGeocodeReverse(baseUrl, point, language, signal) : skipToken,
    staleTime: Infinity,
    retry: false,
  })
}

export function useGeocodeReverse(baseUrl: string, point: MapPoint | null, language: string) {
  return useQuery(geocodeReverseQueryOptions(baseUrl, point, language))
}
