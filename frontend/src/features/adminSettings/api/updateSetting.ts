import { useMutation, useQueryClient } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

import { type SettingItem, type SettingList, settingsKey } from './settings'

export type SettingChange = components['schemas']['SettingUpdateIn']

/**
 * POST /api/admin/setting/update: change one setting. Silent: the form shows
 * a refusal under the value it concerns.
 */
export function updateSetting(change: SettingChange): Promise<SettingItem> {
  return callApi((api) => api.POST('/admin/setting/update', { body: change }), { silent: true })
}

/** Changes one setting and puts the value the server kept into the list. */
export function useUpdateSetting() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateSetting,
    onSuccess: (kept) => {
      queryClient.setQueryData<SettingList>(settingsKey, (list) =>
        list ? { ...list, list: list.list.map((item) => (item.key === kept.key ? kept : item)) } : list,
      )
    },
  })
}
