import { useMutation } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type AgreementAnswer = components['schemas']['AgreedOut']

/** Records that the centre accepted the Terms of Use and Privacy Policy (idempotent). */
export function agreeAgreement(): Promise<AgreementAnswer> {
  return callApi((api) => api.POST('/user/agree/agreement'))
}

export function useAgreeAgreement() {
  return useMutation({ mutationFn: agreeAgreement })
}
