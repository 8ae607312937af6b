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
 * How a sign-in call is made: its failures go to the caller whole (spec
 * section 7), so the call is silent and the form shows every refusal itself.
 */
export const SIGN_IN_CALL = { silent: true } as const
