import { infiniteQueryOptions, useInfiniteQuery, useQueryClient } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type TeacherJob = components['schemas']['TeacherJob']
export type JobPage = components['schemas']['Page_TeacherJob_']
export type JobScope = components['schemas']['JobListIn']['scope']

export const JOB_PAGE_SIZE = 20
/** A centre may ask for an extension or cancel meanwhile: upcoming jobs are read again this often. */
const UPCOMING_POLL_MS = 60_000

/** Query keys of the jobs feature: every list sits under `teacherJobs`. */
export const jobKeys = {
  all: ['teacherJobs'] as const,
  list: (scope: JobScope) => ['teacherJobs', 'list', scope] as const,
}

/** POST /api/teacher/job/list: upcoming (soonest first) or past (newest first) job records, one per day. */
export function fetchJobList(request: components['schemas']['JobListIn'], signal?: AbortSignal): Promise<JobPage> {
  return callApi((api) => api.POST('/teacher/job/list', { body: request }), { signal })
}

export function jobListQueryOptions(scope: JobScope) {
  return infiniteQueryOptions({
    queryKey: jobKeys.list(scope),
    queryFn: ({ pageParam, signal }) => fetchJobList({ scope, pageNo: pageParam, pageSize: JOB_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (page: JobPage) => (page.pageNo * page.pageSize < page.total ? page.pageNo + 1 : undefined),
    refetchInterval: scope === 'upcoming' ? UPCOMING_POLL_MS : false,
    refetchOnWindowFocus: scope === 'upcoming',
  })
}

export function useJobList(scope: JobScope) {
  return useInfiniteQuery(jobListQueryOptions(scope))
}

/** Reads every job list again (after a change made elsewhere, such as a time sheet report); resolves once they are read. */
export function useRefreshJobs(): () => Promise<void> {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: jobKeys.all })
}
