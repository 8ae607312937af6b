import { useMutation } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type SendCodeRequest = components['schemas']['SendIn']
export type CodeSent = components['schemas']['SentOut']

/** The SMS code to the centre's mobile: the graphical captcha proves a person asks. */
export interface PhoneCodeRequest {
  phone: string
  captcha: string
  uuid: string
}

/** The e-mail code: the phone verified a moment ago stands in for the captcha. */
export interface EmailCodeRequest {
  email: string
  phoneTicket: string
}

/**
 * POST /api/code/send for sign-up. Silent: each step shows its own refusal
 * (1102 wrong captcha, 1004 already registered, 1006 too many sends).
 */
export function sendPhoneCode({ phone, captcha, uuid }: PhoneCodeRequest): Promise<CodeSent> {
  const request: SendCodeRequest = { channel: 'sms', target: phone, purpose: 'signup', captcha: captcha.trim(), uuid }
  return callApi((api) => api.POST('/code/send', { body: request }), { silent: true })
}

export function sendEmailCode({ email, phoneTicket }: EmailCodeRequest): Promise<CodeSent> {
  const request: SendCodeRequest = { channel: 'email', target: email, purpose: 'signup', ticket: phoneTicket }
  return callApi((api) => api.POST('/code/send', { body: request }), { silent: true })
}

export function useSendPhoneCode() {
  return useMutation({ mutationFn: sendPhoneCode })
}

export function useSendEmailCode() {
  return useMutation({ mutationFn: sendEmailCode })
}
