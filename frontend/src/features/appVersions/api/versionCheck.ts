import { queryOptions, useQuery } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type VersionCheck = components['schemas']['VersionCheckOut']
export type CheckedPlatform = components['schemas']['VersionCheckIn']['platform']

/**
 * POST /api/show/version/check: whether an app of this platform at this
 * version updates, and how. Open (no session); silent, since a failed check
 * must not trouble the user: the app asks again later.
 */
export function checkVersion(platform: CheckedPlatform, version: string, signal?: AbortSignal): Promise<VersionCheck> {
  return callApi((api) => api.POST('/show/version/check', { body: { platform, version } }), { signal, silent: true })
}

/** The check's query: asked again when the page comes back into view, at most every `everyMs`. */
export function versionCheckQuery(platform: CheckedPlatform, version: string, everyMs: number) {
  return queryOptions({
    queryKey: ['versionCheck', platform, version] as const,
    queryFn: ({ signal }) => checkVersion(platform, version, signal),
    staleTime: everyMs,
    refetchInterval: everyMs,
    refetchOnWindowFocus: true,
    retry: false,
  })
}

export function useVersionCheck(platform: CheckedPlatform, version: string, everyMs: number) {
  return useQuery(versionCheckQuery(platform, version, everyMs))
}
