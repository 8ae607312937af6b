import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type AdminRank = components['schemas']['RankItem']
export type RankChange = components['schemas']['RankUpdateIn']
export type RankChanged = components['schemas']['RankUpdateOut']

export const ranksKey = ['adminRanks'] as const

/** POST /api/admin/rank/list: the three ranks, fewest points first, with how many teachers hold each. */
export function fetchRanks(signal?: AbortSignal): Promise<AdminRank[]> {
  return callApi((api) => api.POST('/admin/rank/list', { signal }), { signal }).then((answer) => answer.list)
}

export function ranksQueryOptions() {
  return queryOptions({ queryKey: ranksKey, queryFn: ({ signal }) => fetchRanks(signal) })
}

export function useRanks() {
  return useQuery(ranksQueryOptions())
}

/** POST /api/admin/rank/update: a rank's points and rates; a change of points re-ranks the teachers. Silent: the dialog shows the refusal, or asks to confirm a pay parity warning. */
export function changeRank(change: RankChange): Promise<RankChanged> {
  return callApi((api) => api.POST('/admin/rank/update', { body: change }), { silent: true })
}

export function useChangeRank() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: changeRank,
    onSuccess: (changed) => queryClient.setQueryData(ranksKey, changed.list),
  })
}
