import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { postApi } from '@/shared/api/request'
import type { components } from '@/shared/api/schema'

export type VoucherItem = components['schemas']['VoucherItem']
export type VoucherPage = components['schemas']['Page_VoucherItem_']
export type VoucherListRequest = components['schemas']['VoucherListIn']

/** POST /api/center/voucher/list: the centre's vouchers, newest first, by status. */
export function fetchVoucherList(request: VoucherListRequest, signal?: AbortSignal): Promise<VoucherPage> {
  return postApi<VoucherPage>('center/voucher/list', request, { signal })
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
