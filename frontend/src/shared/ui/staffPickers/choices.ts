import { keepPreviousData, useQuery } from '@tanstack/react-query'

import { callApi } from '../../api/client'
import type { components } from '../../api/schema'

export type CentreChoice = components['schemas']['AdminCentreItem']
export type TeacherChoice = components['schemas']['AdminTeacherItem']

/** How many centres or teachers a picker offers for a search. */
export const CHOICES = 20

/** POST /api/admin/centre/list: the centres whose name, licence, company, contact, email or town holds the keyword (centre:list). */
export function fetchCentreChoices(keyword: string, signal?: AbortSignal): Promise<{ list: CentreChoice[]; total: number }> {
  return callApi(
    (api) => api.POST('/admin/centre/list', { body: { pageNo: 1, pageSize: CHOICES, keyword: keyword || null } }),
    { signal },
  )
}

/** POST /api/admin/teacher/list: the teachers whose name, email or registration number holds the keyword (teacher:list). */
export function fetchTeacherChoices(keyword: string, signal?: AbortSignal): Promise<{ list: TeacherChoice[]; total: number }> {
  return callApi(
    (api) => api.POST('/admin/teacher/list', { body: { pageNo: 1, pageSize: CHOICES, keyword: keyword || null } }),
    { signal },
  )
}

export function useCentreChoices(keyword: string, enabled: boolean) {
  return useQuery({
    queryKey: ['staffPickers', 'centres', keyword],
    queryFn: ({ signal }) => fetchCentreChoices(keyword, signal),
    enabled,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  })
}

export function useTeacherChoices(keyword: string, enabled: boolean) {
  return useQuery({
    queryKey: ['staffPickers', 'teachers', keyword],
    queryFn: ({ signal }) => fetchTeacherChoices(keyword, signal),
    enabled,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  })
}
