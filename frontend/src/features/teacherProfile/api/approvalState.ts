import { queryOptions, useQuery } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type ApprovalState = components['schemas']['ApprovalStateOut']
export type ChecklistItem = components['schemas']['ChecklistItem']

export const approvalStateKey = ['teacherProfile', 'approvalState'] as const

/**
 * POST /api/teacher/approval/state: whether staff approved the teacher (and
 * why not), and the vetting checklist with what is missing, expired or asked
 * for again.
 */
export function fetchApprovalState(signal?: AbortSignal): Promise<ApprovalState> {
  return callApi((api) => api.POST('/teacher/approval/state'), { signal })
}

export function approvalStateQueryOptions() {
  return queryOptions({
    queryKey: approvalStateKey,
    queryFn: ({ signal }) => fetchApprovalState(signal),
    // Staff may decide meanwhile: read it again when the app comes back to the front.
    refetchOnWindowFocus: true,
    staleTime: 30_000,
  })
}

export function useApprovalState(enabled = true) {
  return useQuery({ ...approvalStateQueryOptions(), enabled })
}
