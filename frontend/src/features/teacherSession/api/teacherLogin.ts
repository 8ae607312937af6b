import { useMutation } from '@tanstack/react-query'

import { postApi } from '@/shared/api/request'
import type { components } from '@/shared/api/schema'

export type TeacherLoginRequest = components['schemas']['LoginIn']
export type TeacherLoginAnswer = components['schemas']['TeacherLoginOut']

/** rtn_data of the refusals 1100, 1101 and 1102. */
export interface LoginRefusalData {
  captchaRequired?: boolean
}

export interface SignInDetails {
  email: string
  password: string
  captcha?: string
  uuid?: string
}

/** The sign-in payload, as the centre portal's: the e-mail is both the user name and the account. */
export function teacherLoginRequest({ email, password, captcha, uuid }: SignInDetails): TeacherLoginRequest {
  const account = email.trim()
  return {
    userName: account,
    account,
    password,
    deviceToken: '',
    deviceType: 'web',
    captcha: captcha?.trim() ?? '',
    uuid: uuid ?? '',
  }
}

/** POST /api/teacher/login. Silent: the form shows every refusal itself. */
export function teacherLogin(details: SignInDetails): Promise<TeacherLoginAnswer> {
  return postApi<TeacherLoginAnswer>('teacher/login', teacherLoginRequest(details), { silent: true })
}

export function useTeacherLogin() {
  return useMutation({ mutationFn: teacherLogin })
}
