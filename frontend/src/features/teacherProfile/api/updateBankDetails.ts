import { useMutation, useQueryClient } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

import { approvalStateKey } from './approvalState'
import { type BankDetails, bankDetailsQueryOptions } from './bankDetails'

export type BankDetailsUpdate = components['schemas']['BankDetailsIn']

/** POST /api/teacher/bank/update: the bank account, IRD number and tax code, all four together. */
export function updateBankDetails(details: BankDetailsUpdate): Promise<BankDetails> {
  return callApi((api) => api.POST('/teacher/bank/update', { body: details }))
}

export function useUpdateBankDetails() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateBankDetails,
    onSuccess: async (details) => {
      queryClient.setQueryData(bankDetailsQueryOptions().queryKey, details)
      await queryClient.invalidateQueries({ queryKey: approvalStateKey })
    },
  })
}
