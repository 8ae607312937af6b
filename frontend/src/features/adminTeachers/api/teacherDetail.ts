import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'
import { listQueryKey } from '@/shared/ui/listPage/ListPage'

import { TEACHER_LIST } from './teacherList'

export type TeacherDetail = components['schemas']['TeacherDetailOut']
export type TeacherDocument = components['schemas']['TeacherDocumentItem']

/** POST /api/admin/teacher/detail: a teacher's whole record, documents with short-lived signed links. */
export function fetchTeacherDetail(teacherId: number, signal?: AbortSignal): Promise<TeacherDetail> {
  return callApi((api) => api.POST('/admin/teacher/detail', { body: { teacherId } }), { signal })
}

export function teacherDetailKey(teacherId: number) {
  return ['adminTeachers', 'detail', teacherId] as const
}

export function useTeacherDetail(teacherId: number) {
  return useQuery({
    queryKey: teacherDetailKey(teacherId),
    queryFn: ({ signal }) => fetchTeacherDetail(teacherId, signal),
    // The documents' links are short-lived: a detail shown again asks for fresh ones.
    staleTime: 0,
  })
}

/** A change to a teacher that refreshes their detail and the list once made. */
export function useTeacherChange<TInput, TOutput>(teacherId: number, call: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teacherDetailKey(teacherId) }),
        queryClient.invalidateQueries({ queryKey: listQueryKey(TEACHER_LIST) }),
      ]),
  })
}
