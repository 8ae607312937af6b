import { useMutation } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type SignupRequest = components['schemas']['SignupIn']
export type SignupAnswer = components['schemas']['SignupOut']
export type SignupVoucherAnswer = components['schemas']['VoucherOut']

/**
 * POST /api/center/signup: creates the centre from its verified phone and
 * e-mail; answers a session (signed in at once) and the signup voucher. Silent.
 */
export function centreSignup(request: SignupRequest): Promise<SignupAnswer> {
  return callApi((api) => api.POST('/center/signup', { body: request }), { silent: true })
}

export function useCentreSignup() {
  return useMutation({ mutationFn: centreSignup })
}
