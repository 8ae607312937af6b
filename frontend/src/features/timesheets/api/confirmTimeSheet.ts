import { useMutation, useQueryClient } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

import { type TimeSheetItem, timeSheetListKey } from './timeSheetList'

export type ConfirmTimeSheetRequest = components['schemas']['TimeSheetConfirmIn']

/**
 * POST /api/center/job/confirm/time/sheet: confirms as is (no times) or adjusted
 * (times, break, reason, note). Refusals are shown in the dialog, not as a notice.
 */
export function confirmTimeSheet(request: ConfirmTimeSheetRequest): Promise<TimeSheetItem> {
  return callApi((api) => api.POST('/center/job/confirm/time/sheet', { body: request }), { silent: true })
}

export function useConfirmTimeSheet() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: confirmTimeSheet,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timeSheetListKey }),
  })
}
