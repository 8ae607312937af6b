import { useMutation } from '@tanstack/react-query'

import { postApi } from '@/shared/api/request'
import type { SessionUser } from '@/shared/session/types'

export interface PasswordLoginRequest {
  userName: string
  password: string
  account: string
  deviceToken: string
  deviceType: 'web'
  captcha: string
  uuid: string
}

export interface PasswordLoginAnswer {
  token: string
  user: SessionUser
}

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

/** The sign-in payload: the e-mail is both the user name and the account. */
export function passwordLoginRequest({ email, password, captcha, uuid }: SignInDetails): PasswordLoginRequest {
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

/** Sign-in failures go to the caller whole (spec section 7), so the call is silent. */
export function passwordLogin(details: SignInDetails): Promise<PasswordLoginAnswer> {
  return postApi<PasswordLoginAnswer>('user/password/login', passwordLoginRequest(details), { silent: true })
}

export function usePasswordLogin() {
  return useMutation({ mutationFn: passwordLogin })
}
