import { useMutation } from '@tanstack/react-query'

import { postApi } from '@/shared/api/request'

export interface AgreementAnswer {
  agreed: 1
}

/** Records that the centre accepted the Terms of Use and Privacy Policy (idempotent). */
export function agreeAgreement(): Promise<AgreementAnswer> {
  return postApi<AgreementAnswer>('user/agree/agreement', {})
}

export function useAgreeAgreement() {
  return useMutation({ mutationFn: agreeAgreement })
}
