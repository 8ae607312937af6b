import { useMutation, useQueryClient } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

import { availabilityKeys } from './availabilityList'

export type UnavailableDraft = components['schemas']['SpanAddIn']
export type AddedUnavailableTime = components['schemas']['SpanAddedOut']

/**
 * POST /api/teacher/availability/add: marks a time unavailable. `overlapsJob`
 * says it covers a booked job, which still needs a leave application.
 */
export function addUnavailable(draft: UnavailableDraft): Promise<AddedUnavailableTime> {
  return callApi((api) => api.POST('/teacher/availability/add', { body: draft }))
}

export function useAddUnavailable() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: addUnavailable,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: availabilityKeys.all }),
  })
}
