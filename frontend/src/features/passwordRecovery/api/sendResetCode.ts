import { useMutation } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type SendCodeRequest = components['schemas']['SendIn']
export type CodeSent = components['schemas']['SentOut']

export interface ResetCodeRequest {
  channel: 'email' | 'sms'
  target: string
  captcha: string
  uuid: string
}

/**
 * POST /api/code/send for a password reset, behind the graphical captcha. The
 * answer is the same whether or not an account uses the address. Silent: the
 * step shows the refusal (1102 captcha, 1006 too many sends).
 */
export function sendResetCode({ channel, target, captcha, uuid }: ResetCodeRequest): Promise<CodeSent> {
  const request: SendCodeRequest = { channel, target, purpose: 'reset', captcha: captcha.trim(), uuid }
  return callApi((api) => api.POST('/code/send', { body: request }), { silent: true })
}

export function useSendResetCode() {
  return useMutation({ mutationFn: sendResetCode })
}
