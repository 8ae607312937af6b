import { useMutation, useQueryClient } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'
import { type ExportRequest, requestExport } from '@/shared/ui/listPage/exportJob'
import { listQueryKey } from '@/shared/ui/listPage/ListPage'

export type OnlineSession = components['schemas']['OnlineSession']
export type SessionFilters = Omit<components['schemas']['SessionListIn'], 'pageNo' | 'pageSize'>

export const SESSION_LIST = 'sessions'

/** POST /api/admin/session/list: the sessions signed in now, the latest seen first unless sorted otherwise (session:list). */
export async function fetchSessionList(
  body: components['schemas']['SessionListIn'],
  signal?: AbortSignal,
): Promise<{ list: OnlineSession[]; total: number }> {
  return callApi((api) => api.POST('/admin/session/list', { body }), { signal })
}

/** POST /api/admin/session/export: the sessions as a spreadsheet, built in the background. */
export function exportSessions(request: ExportRequest<SessionFilters>) {
  return requestExport('/admin/session/export', request)
}

/** POST /api/admin/session/end: sign a session out; its app's next call answers 1001 (session:end). */
export function endSession(sessionId: number) {
  return callApi((api) => api.POST('/admin/session/end', { body: { sessionId } }))
}

export function useEndSession() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: endSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listQueryKey(SESSION_LIST) }),
  })
}
