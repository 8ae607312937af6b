import { useQuery } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type StaffInvoiceDetail = components['schemas']['StaffInvoiceDetail']

/** POST /api/admin/invoice/detail: one issued invoice with its lines and its centre. */
export function fetchStaffInvoice(invoiceId: number, signal?: AbortSignal): Promise<StaffInvoiceDetail> {
  return callApi((api) => api.POST('/admin/invoice/detail', { body: { invoiceId } }), { signal })
}

export function staffInvoiceKey(invoiceId: number) {
  return ['invoiceDesk', 'detail', invoiceId] as const
}

export function useStaffInvoice(invoiceId: number) {
  return useQuery({ queryKey: staffInvoiceKey(invoiceId), queryFn: ({ signal }) => fetchStaffInvoice(invoiceId, signal) })
}
