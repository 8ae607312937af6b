import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type DeskVoucher = components['schemas']['VoucherDeskItem']
export type DeskVoucherQuery = components['schemas']['VoucherDeskListIn']
export type DeskVoucherFilters = Omit<DeskVoucherQuery, 'pageNo' | 'pageSize'>
export type DeskVoucherPage = components['schemas']['Page_VoucherDeskItem_']

/** The voucher desk's list (its ListPage key): an issue or an early expiry refreshes it. */
export const VOUCHER_DESK_LIST = 'voucherDesk'

/** POST /api/admin/voucher/list: every voucher of the staff member's regions, newest issued first, filtered (voucher:list). */
export function fetchDeskVouchers(request: DeskVoucherQuery, signal?: AbortSignal): Promise<DeskVoucherPage> {
  return callApi((api) => api.POST('/admin/voucher/list', { body: request }), { signal })
}
