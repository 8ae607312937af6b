import { queryOptions, useQuery } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type SettingList = components['schemas']['SettingListOut']
export type SettingItem = components['schemas']['AdminSettingItem']
export type SettingGroup = components['schemas']['SettingGroup']
export type SettingKind = SettingItem['kind']

export const settingsKey = ['adminSettings', 'list'] as const

/** POST /api/admin/setting/list: every run-time setting, described for its form, and the groups they sit in. */
export function fetchSettings(signal?: AbortSignal): Promise<SettingList> {
  return callApi((api) => api.POST('/admin/setting/list'), { signal })
}

export function settingsQueryOptions() {
  return queryOptions({ queryKey: settingsKey, queryFn: ({ signal }) => fetchSettings(signal) })
}

export function useSettings() {
  return useQuery(settingsQueryOptions())
}
