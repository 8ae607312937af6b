import { useMutation, useQueryClient } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

import { availabilityKeys } from './availabilityList'

/** POST /api/teacher/availability/delete: removes one of the teacher's unavailable times. */
export function deleteUnavailable(request: components['schemas']['SpanRef']): Promise<components['schemas']['Empty']> {
  return callApi((api) => api.POST('/teacher/availability/delete', { body: request }))
}

export function useDeleteUnavailable() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteUnavailable,
    onSettled: () => queryClient.invalidateQueries({ queryKey: availabilityKeys.all }),
  })
}
