import { useMutation, useQueryClient } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'
import { listQueryKey } from '@/shared/ui/listPage/ListPage'

import { VOUCHER_DESK_LIST } from './voucherList'

export type VoucherIssue = components['schemas']['VoucherIssueIn']
export type VouchersIssued = components['schemas']['VoucherIssuedOut']

/** POST /api/admin/voucher/issue: a voucher for each chosen centre, or every centre a filter finds; each centre is told (voucher:issue). Silent: the dialog shows a refusal on its field. */
export function issueVouchers(body: VoucherIssue): Promise<VouchersIssued> {
  return callApi((api) => api.POST('/admin/voucher/issue', { body }), { silent: true })
}

export function useIssueVouchers() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: issueVouchers,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listQueryKey(VOUCHER_DESK_LIST) }),
  })
}
