import { useMutation, useQueryClient } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'
import { listQueryKey } from '@/shared/ui/listPage/ListPage'

import { staffInvoiceKey } from './invoiceDetail'
import { INVOICE_DESK_LIST, type StaffInvoice } from './invoiceList'

export type Payment = components['schemas']['PaymentIn']

/** POST /api/admin/invoice/paid: record the payment on the day the money came in. */
export function markInvoicePaid(payment: Payment): Promise<StaffInvoice> {
  return callApi((api) => api.POST('/admin/invoice/paid', { body: payment }))
}

export function useMarkPaid() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: markInvoicePaid,
    onSuccess: (invoice) => {
      void queryClient.invalidateQueries({ queryKey: staffInvoiceKey(invoice.id) })
      void queryClient.invalidateQueries({ queryKey: listQueryKey(INVOICE_DESK_LIST) })
    },
  })
}
