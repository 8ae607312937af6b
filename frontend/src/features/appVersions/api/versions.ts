import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type AppVersion = components['schemas']['VersionItem']
export type VersionListQuery = components['schemas']['VersionListIn']
export type VersionPage = components['schemas']['Page_VersionItem_']
export type Platform = AppVersion['platform']
export type UpdateType = AppVersion['type']

/** The list's name: its pages' query key and where its column choice is kept. */
export const VERSIONS_LIST = 'appVersions'

/** POST /api/admin/version/list: one page of the apps' versions, the highest number first. */
export function fetchVersions(query: VersionListQuery, signal?: AbortSignal): Promise<VersionPage> {
  return callApi((api) => api.POST('/admin/version/list', { body: query }), { signal })
}
