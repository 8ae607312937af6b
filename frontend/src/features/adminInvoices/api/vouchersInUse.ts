import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type VoucherInUse = components['schemas']['VoucherInUseItem']
export type VoucherInUseQuery = components['schemas']['VoucherInUseListIn']
export type VoucherInUseFilters = Omit<VoucherInUseQuery, 'pageNo' | 'pageSize'>

/** POST /api/admin/voucher/inuse: vouchers booked on a booking or discounting an unpaid invoice. */
export function fetchVouchersInUse(
  request: VoucherInUseQuery,
  signal?: AbortSignal,
): Promise<components['schemas']['Page_VoucherInUseItem_']> {
  return callApi((api) => api.POST('/admin/voucher/inuse', { body: request }), { signal })
}
