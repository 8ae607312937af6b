import { useMutation } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type VerifyCodeRequest = components['schemas']['VerifyIn']
export type CodeTicket = components['schemas']['TicketOut']

export interface SignupCodeCheck {
  channel: 'sms' | 'email'
  target: string
  code: string
}

/** POST /api/code/verify for sign-up: a right code answers a ticket (valid 30 minutes). Silent. */
export function verifySignupCode({ channel, target, code }: SignupCodeCheck): Promise<CodeTicket> {
  const request: VerifyCodeRequest = { channel, target, purpose: 'signup', code }
  return callApi((api) => api.POST('/code/verify', { body: request }), { silent: true })
}

export function useVerifySignupCode() {
  return useMutation({ mutationFn: verifySignupCode })
}
