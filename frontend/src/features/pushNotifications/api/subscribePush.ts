import { useMutation, useQueryClient } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

import { type PushState, pushStateKey } from './pushState'

export type PushSubscriptionBody = components['schemas']['PushSubscriptionIn']

/** POST /api/teacher/push/subscribe: keeps this browser's subscription for the teacher. */
export function subscribePush(body: PushSubscriptionBody): Promise<PushState> {
  return callApi((api) => api.POST('/teacher/push/subscribe', { body }))
}

export function useSubscribePush() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: subscribePush,
    onSuccess: (state) => queryClient.setQueryData(pushStateKey, state),
  })
}
