import { queryOptions, useQuery } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type BankDetails = components['schemas']['BankDetailsOut']

export const bankDetailsKey = ['teacherProfile', 'bankDetails'] as const

/** POST /api/teacher/bank/detail: the bank account, IRD number and tax code (null until given). */
export function fetchBankDetails(signal?: AbortSignal): Promise<BankDetails> {
  return callApi((api) => api.POST('/teacher/bank/detail'), { signal })
}

export function bankDetailsQueryOptions() {
  return queryOptions({ queryKey: bankDetailsKey, queryFn: ({ signal }) => fetchBankDetails(signal) })
}

export function useBankDetails() {
  return useQuery(bankDetailsQueryOptions())
}
