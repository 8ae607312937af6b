import { useMutation } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type TeacherSignupAnswer = components['schemas']['TeacherSignupOut']

/**
 * POST /api/teacher/signup: creates the teacher from the verified mobile and
 * e-mail; answers a session (signed in at once) and the profile, awaiting
 * approval. Silent: the step shows the refusal.
 */
export function teacherSignup(request: components['schemas']['TeacherSignupIn']): Promise<TeacherSignupAnswer> {
  return callApi((api) => api.POST('/teacher/signup', { body: request }), { silent: true })
}

export function useTeacherSignup() {
  return useMutation({ mutationFn: teacherSignup })
}
