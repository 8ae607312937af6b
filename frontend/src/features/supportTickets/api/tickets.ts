import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type TicketItem = components['schemas']['TicketItem']
export type TicketPage = components['schemas']['Page_TicketItem_']
export type TicketDetail = components['schemas']['TicketDetail']
export type TicketMessage = components['schemas']['MessageOut']
export type TicketAttachment = components['schemas']['AttachmentOut']
export type TicketListQuery = components['schemas']['TicketListIn']

export const ticketsKey = ['supportTickets'] as const

/** POST /api/center/support/ticket/list: the centre's tickets, newest first, optionally of one status. */
export function fetchTicketList(request: TicketListQuery, signal?: AbortSignal): Promise<TicketPage> {
  return callApi((api) => api.POST('/center/support/ticket/list', { body: request }), { signal })
}

export function ticketListQueryOptions(request: TicketListQuery) {
  return queryOptions({
    queryKey: [...ticketsKey, 'list', request.pageNo, request.pageSize, request.status ?? null],
    queryFn: ({ signal }) => fetchTicketList(request, signal),
    placeholderData: keepPreviousData,
  })
}

export function useTicketList(request: TicketListQuery) {
  return useQuery(ticketListQueryOptions(request))
}

/** POST /api/center/support/ticket/detail: a ticket by its number, with its thread. */
export function fetchTicketDetail(ticketNo: string, signal?: AbortSignal): Promise<TicketDetail> {
  return callApi((api) => api.POST('/center/support/ticket/detail', { body: { ticketNo } }), { signal })
}

export function ticketDetailKey(ticketNo: string) {
  return [...ticketsKey, 'detail', ticketNo] as const
}

export function useTicketDetail(ticketNo: string | undefined) {
  return useQuery({
    queryKey: ticketNo ? ticketDetailKey(ticketNo) : [...ticketsKey, 'detail', 'none'],
    queryFn: ticketNo ? ({ signal }) => fetchTicketDetail(ticketNo, signal) : skipToken,
  })
}
