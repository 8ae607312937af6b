import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type Help = components['schemas']['HelpOut']
export type HelpFaq = components['schemas']['HelpFaq']
export type HelpCategory = components['schemas']['HelpCategory']
export type HelpArticle = components['schemas']['HelpArticle']

/** POST /api/center/help: the FAQ and published articles for centres, those holding the keyword when one is given. */
export function fetchCentreHelp(keyword: string, signal?: AbortSignal): Promise<Help> {
  const body = keyword ? { keyword } : {}
  return callApi((api) => api.POST('/center/help', { body }), { signal })
}

export const centreHelpQuery = (keyword: string) =>
  queryOptions({
    queryKey: ['help', 'centre', keyword] as const,
    queryFn: ({ signal }) => fetchCentreHelp(keyword, signal),
    placeholderData: keepPreviousData,
  })

export function useCentreHelp(keyword: string) {
  return useQuery(centreHelpQuery(keyword))
}
