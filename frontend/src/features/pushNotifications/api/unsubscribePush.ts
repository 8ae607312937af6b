import { useMutation, useQueryClient } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'

import { type PushState, pushStateKey } from './pushState'

/** POST /api/teacher/push/unsubscribe: forgets this browser's subscription (the teacher's own only). */
export function unsubscribePush(endpoint: string): Promise<PushState> {
  return callApi((api) => api.POST('/teacher/push/unsubscribe', { body: { endpoint } }))
}

export function useUnsubscribePush() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: unsubscribePush,
    onSuccess: (state) => queryClient.setQueryData(pushStateKey, state),
  })
}
