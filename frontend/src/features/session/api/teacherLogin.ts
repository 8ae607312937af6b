import type { components } from '@/shared/api/schema'
import { passwordSignIn, type SignInDetails } from '@/shared/ui/signIn/passwordSignIn'

export type TeacherLoginAnswer = components['schemas']['TeacherLoginOut']

/** POST /api/teacher/login: the teacher app's sign-in. */
export function teacherLogin(details: SignInDetails): Promise<TeacherLoginAnswer> {
  return passwordSignIn<TeacherLoginAnswer>('teacher/login', details)
}
