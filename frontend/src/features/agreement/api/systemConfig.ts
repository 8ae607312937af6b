import { queryOptions, useQuery } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'

/** The Terms of Use and Privacy Policy as HTML, from the run-time settings. */
export interface SystemConfig {
  agreement: string
  privacyPolicy: string
}

export function fetchSystemConfig(signal?: AbortSignal): Promise<SystemConfig> {
  return callApi((api) => api.POST('/show/system/config'), { signal })
}

export function systemConfigQueryOptions() {
  return queryOptions({
    queryKey: ['agreement', 'system-config'],
    queryFn: ({ signal }) => fetchSystemConfig(signal),
    staleTime: 10 * 60_000,
  })
}

export function useSystemConfig(enabled = true) {
  return useQuery({ ...systemConfigQueryOptions(), enabled })
}
