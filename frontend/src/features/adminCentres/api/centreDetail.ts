import { skipToken, useQuery } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type CentreDetail = components['schemas']['CentreDetailOut']
export type CentreBooking = components['schemas']['CentreBookingItem']
export type CentreInvoice = components['schemas']['CentreInvoiceItem']

/** POST /api/admin/centre/detail: profile, location, contact, account, rates, latest bookings and invoices (centre:list). */
export function fetchCentreDetail(centreId: number, signal?: AbortSignal): Promise<CentreDetail> {
  return callApi((api) => api.POST('/admin/centre/detail', { body: { centreId } }), { signal })
}

export function centreDetailKey(centreId: number | null) {
  return ['adminCentres', 'detail', centreId] as const
}

export function useCentreDetail(centreId: number | null) {
  return useQuery({
    queryKey: centreDetailKey(centreId),
    queryFn: centreId === null ? skipToken : ({ signal }) => fetchCentreDetail(centreId, signal),
  })
}
