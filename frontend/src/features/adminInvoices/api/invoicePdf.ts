import { useMutation } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type InvoiceLink = components['schemas']['InvoiceLinkOut']

/** POST /api/admin/invoice/down: the signed link to the invoice's PDF, the same a centre gets. */
export function fetchInvoicePdfLink(invoiceId: number): Promise<InvoiceLink> {
  return callApi((api) => api.POST('/admin/invoice/down', { body: { invoiceId } }))
}

export function useInvoicePdfLink() {
  return useMutation({ mutationFn: fetchInvoicePdfLink })
}
