import { useMutation } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type VerifyCodeRequest = components['schemas']['VerifyIn']
export type CodeTicket = components['schemas']['TicketOut']

export interface ResetCodeCheck {
  channel: 'email' | 'sms'
  target: string
  code: string
}

/** POST /api/code/verify for a password reset: a right code answers the reset ticket. Silent. */
export function verifyResetCode({ channel, target, code }: ResetCodeCheck): Promise<CodeTicket> {
  const request: VerifyCodeRequest = { channel, target, purpose: 'reset', code }
  return callApi((api) => api.POST('/code/verify', { body: request }), { silent: true })
}

export function useVerifyResetCode() {
  return useMutation({ mutationFn: verifyResetCode })
}
