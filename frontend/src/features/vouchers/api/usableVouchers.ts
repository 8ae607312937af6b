import { useQuery } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

import { voucherKey } from './voucherList'

export type UsableVouchers = components['schemas']['UsableOut']

/** POST /api/center/voucher/usable: the active vouchers a booking of this qualification can take. */
export function fetchUsableVouchers(qualification: 1 | 2 | 3, signal?: AbortSignal): Promise<UsableVouchers> {
  return callApi((api) => api.POST('/center/voucher/usable', { body: { qualification } }), { signal })
}

export function useUsableVouchers(qualification: 1 | 2 | 3 | null) {
  return useQuery({
    queryKey: [...voucherKey, 'usable', qualification],
    queryFn: ({ signal }) => fetchUsableVouchers(qualification ?? 1, signal),
    enabled: qualification !== null,
  })
}
