import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type ParityStep = components['schemas']['ParityStepItem']
export type NewParityStep = components['schemas']['ParityStepIn']
export type ParityStepChange = components['schemas']['ParityStepUpdateIn']

export const parityKey = ['adminParity'] as const

/** POST /api/admin/parity/list: the steps, the latest to take effect first, the one in force marked. */
export function fetchParitySteps(signal?: AbortSignal): Promise<ParityStep[]> {
  return callApi((api) => api.POST('/admin/parity/list', { signal }), { signal }).then((answer) => answer.list)
}

export function paritySteps() {
  return queryOptions({ queryKey: parityKey, queryFn: ({ signal }) => fetchParitySteps(signal) })
}

export function useParitySteps() {
  return useQuery(paritySteps())
}

/** POST /api/admin/parity/add. Silent: the dialog shows the refusal, or asks to confirm a step above a rank's rate. */
export function addParityStep(step: NewParityStep): Promise<ParityStep[]> {
  return callApi((api) => api.POST('/admin/parity/add', { body: step }), { silent: true }).then((answer) => answer.list)
}

/** POST /api/admin/parity/update. Silent, as adding. */
export function changeParityStep(change: ParityStepChange): Promise<ParityStep[]> {
  return callApi((api) => api.POST('/admin/parity/update', { body: change }), { silent: true }).then((answer) => answer.list)
}

/** POST /api/admin/parity/delete. */
export function removeParityStep(stepId: number): Promise<ParityStep[]> {
  return callApi((api) => api.POST('/admin/parity/delete', { body: { stepId } })).then((answer) => answer.list)
}

function useStepMutation<Input>(call: (input: Input) => Promise<ParityStep[]>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: (steps) => queryClient.setQueryData(parityKey, steps),
  })
}

export const useAddParityStep = () => useStepMutation(addParityStep)
export const useChangeParityStep = () => useStepMutation(changeParityStep)
export const useRemoveParityStep = () => useStepMutation(removeParityStep)
