import { queryOptions, useQuery } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

type SystemConfigOut = components['schemas']['SystemConfigOut']

/** Where maps get their tiles and geocoding; an empty URL turns that part off. */
export type MapSettings = Pick<SystemConfigOut, 'mapTileUrl' | 'mapGeocoderUrl'>

/** POST /api/show/system/config, read for its map settings. */
export async function fetchMapSettings(signal?: AbortSignal): Promise<MapSettings> {
  const settings = await callApi((api) => api.POST('/show/system/config'), { signal })
  return { mapTileUrl: settings.mapTileUrl.trim(), mapGeocoderUrl: settings.mapGeocoderUrl.trim() }
}

export function mapSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['map', 'settings'],
    queryFn: ({ signal }) => fetchMapSettings(signal),
    staleTime: 30 * 60_000,
  })
}

export function useMapSettings() {
  return useQuery(mapSettingsQueryOptions())
}
