import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type VoucherItem = components['schemas']['VoucherItem']
export type VoucherPage = components['schemas']['Page_VoucherItem_']
export type VoucherListRequest = components['schemas']['VoucherListIn']

/** POST /api/center/voucher/list: the centre's vouchers, newest first, by status. */
export function fetchVoucherList(request: VoucherListRequest, signal?: AbortSignal): Promise<VoucherPage> {
  return callApi((api) => api.POST('/center/voucher/list', { body: request }), { signal })
}

export const voucherKey = ['vouchers'] as const

export function voucherListQueryOptions(request: VoucherListRequest) {
  return queryOptions({
    queryKey: [...voucherKey, 'list', request.pageNo, request.pageSize, request.status ?? null],
    queryFn: ({ signal }) => fetchVoucherList(request, signal),
    placeholderData: keepPreviousData,
  })
}

export function useVoucherList(request: VoucherListRequest) {
  return useQuery(voucherListQueryOptions(request))
}
