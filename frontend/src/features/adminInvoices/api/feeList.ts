import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type FeeItem = components['schemas']['FeeItem']
export type FeeQuery = components['schemas']['FeeListIn']
export type FeeFilters = Omit<FeeQuery, 'pageNo' | 'pageSize'>

/** POST /api/admin/invoice/fees: cancellation and placement fees billed on issued invoices. */
export function fetchFees(request: FeeQuery, signal?: AbortSignal): Promise<components['schemas']['Page_FeeItem_']> {
  return callApi((api) => api.POST('/admin/invoice/fees', { body: request }), { signal })
}
