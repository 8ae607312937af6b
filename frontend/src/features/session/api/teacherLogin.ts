import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'
import { SIGN_IN_CALL, type SignInDetails, signInRequest } from '@/shared/ui/signIn/passwordSignIn'

export type TeacherLoginAnswer = components['schemas']['TeacherLoginOut']

/** POST /api/teacher/login: the teacher app's sign-in. */
export function teacherLogin(details: SignInDetails): Promise<TeacherLoginAnswer> {
  return callApi((api) => api.POST('/teacher/login', { body: signInRequest(details) }), SIGN_IN_CALL)
}
