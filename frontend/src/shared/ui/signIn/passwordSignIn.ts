import { postApi } from '@/shared/api/request'
import type { components } from '@/shared/api/schema'

/** The sign-in payload of both apps (the centre portal's and the teacher app's sign-in calls). */
export type SignInRequest = components['schemas']['LoginIn']

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
export function signInRequest({ email, password, captcha, uuid }: SignInDetails): SignInRequest {
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

/**
 * Signs in at an app's sign-in call (`path`). Sign-in failures go to the
 * caller whole (spec section 7), so the call is silent: the form shows every
 * refusal itself.
 */
export function passwordSignIn<Answer>(path: string, details: SignInDetails): Promise<Answer> {
  return postApi<Answer>(path, signInRequest(details), { silent: true })
}
