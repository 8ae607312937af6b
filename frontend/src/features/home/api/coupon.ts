import { useQuery } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type Coupon = components['schemas']['CouponOut']

/** POST /api/center/home/statics/coupon: the voucher popup's data and the activity popup's switch. */
export function fetchCoupon(signal?: AbortSignal): Promise<Coupon> {
  return callApi((api) => api.POST('/center/home/statics/coupon'), { signal })
}

/** Loads only once the centre may see its dashboard (it has accepted the terms). */
export function useCoupon(enabled: boolean) {
  return useQuery({ queryKey: ['home', 'coupon'], queryFn: ({ signal }) => fetchCoupon(signal), enabled })
}
