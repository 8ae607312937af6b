import { useMutation, useQueryClient } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'
import { listQueryKey } from '@/shared/ui/listPage/ListPage'

import { type DeskVoucher, VOUCHER_DESK_LIST } from './voucherList'

export type VoucherExpiry = components['schemas']['VoucherExpireIn']

/** POST /api/admin/voucher/expire: end an active voucher now, with the reason the centre is told (voucher:expire). Silent: the dialog shows a refusal. */
export function expireVoucher(body: VoucherExpiry): Promise<DeskVoucher> {
  return callApi((api) => api.POST('/admin/voucher/expire', { body }), { silent: true })
}

export function useExpireVoucher() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: expireVoucher,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listQueryKey(VOUCHER_DESK_LIST) }),
  })
}
