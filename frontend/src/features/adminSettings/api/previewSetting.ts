import { useMutation } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type SettingPreview = components['schemas']['SettingCheckIn']

/**
 * POST /api/admin/setting/preview: a value as the server would keep it,
 * without keeping it (the Terms of Use sanitised as centres will see them).
 */
export function previewSetting(preview: SettingPreview): Promise<unknown> {
  return callApi((api) => api.POST('/admin/setting/preview', { body: preview }), { silent: true }).then(
    (checked) => checked.value,
  )
}

export function usePreviewSetting() {
  return useMutation({ mutationFn: previewSetting })
}
