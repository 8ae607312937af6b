import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

type Schemas = components['schemas']

export type InvoiceItem = Schemas['InvoiceItem']
export type InvoicePage = Schemas['Page_InvoiceItem_']
export type InvoiceListRequest = Schemas['InvoiceListIn']
export type InvoiceDetail = Schemas['InvoiceDetail']
export type InvoiceLine = Schemas['InvoiceLineOut']
export type InvoiceLink = Schemas['InvoiceLinkOut']

export const invoiceKey = ['invoices'] as const

/** POST /api/center/invoice/list: the centre's issued invoices, newest first, by status. */
export function fetchInvoiceList(request: InvoiceListRequest, signal?: AbortSignal): Promise<InvoicePage> {
  return callApi((api) => api.POST('/center/invoice/list', { body: request }), { signal })
}

export function invoiceListQueryOptions(request: InvoiceListRequest) {
  return queryOptions({
    queryKey: [...invoiceKey, 'list', request.pageNo, request.pageSize, request.status ?? null],
    queryFn: ({ signal }) => fetchInvoiceList(request, signal),
    placeholderData: keepPreviousData,
  })
}

export function useInvoiceList(request: InvoiceListRequest) {
  return useQuery(invoiceListQueryOptions(request))
}

/** POST /api/center/invoice/detail: one invoice with its lines. */
export function fetchInvoiceDetail(invoiceId: number, signal?: AbortSignal): Promise<InvoiceDetail> {
  return callApi((api) => api.POST('/center/invoice/detail', { body: { invoiceId } }), { signal })
}

export function useInvoiceDetail(invoiceId: number | null) {
  return useQuery({
    queryKey: [...invoiceKey, 'detail', invoiceId],
    queryFn: ({ signal }) => fetchInvoiceDetail(invoiceId ?? 0, signal),
    enabled: invoiceId !== null,
  })
}

/** POST /api/center/invoice/down: a signed link to the invoice's PDF, valid for a while. */
export function fetchInvoiceLink(invoiceId: number): Promise<InvoiceLink> {
  return callApi((api) => api.POST('/center/invoice/down', { body: { invoiceId } }))
}

export function useInvoiceDownload() {
  return useMutation({ mutationKey: [...invoiceKey, 'download'], mutationFn: fetchInvoiceLink })
}
