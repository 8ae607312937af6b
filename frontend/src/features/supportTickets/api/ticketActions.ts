import { useMutation, useQueryClient } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

import { type TicketDetail, ticketDetailKey, ticketsKey } from './tickets'

export type TicketDraft = components['schemas']['TicketIn']
export type TicketReply = components['schemas']['ReplyIn']

/** POST /api/center/support/ticket/submit: open a ticket with up to 3 attachments. */
export function submitTicket(draft: TicketDraft): Promise<TicketDetail> {
  return callApi((api) => api.POST('/center/support/ticket/submit', { body: draft }))
}

/** POST /api/center/support/ticket/reply: reply in the thread (a waiting ticket goes back to processing). */
export function replyTicket(reply: TicketReply): Promise<TicketDetail> {
  return callApi((api) => api.POST('/center/support/ticket/reply', { body: reply }))
}

/** POST /api/center/support/ticket/close: close the ticket. */
export function closeTicket(ticketNo: string): Promise<TicketDetail> {
  return callApi((api) => api.POST('/center/support/ticket/close', { body: { ticketNo } }))
}

/** POST /api/center/support/ticket/reopen: reopen a resolved or closed ticket. */
export function reopenTicket(ticketNo: string): Promise<TicketDetail> {
  return callApi((api) => api.POST('/center/support/ticket/reopen', { body: { ticketNo } }))
}

function useTicketMutation<T>(call: (input: T) => Promise<TicketDetail>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: (ticket) => {
      queryClient.setQueryData(ticketDetailKey(ticket.ticketNo), ticket)
      void queryClient.invalidateQueries({ queryKey: [...ticketsKey, 'list'] })
    },
  })
}

export const useSubmitTicket = () => useTicketMutation(submitTicket)
export const useReplyTicket = () => useTicketMutation(replyTicket)
export const useCloseTicket = () => useTicketMutation(closeTicket)
export const useReopenTicket = () => useTicketMutation(reopenTicket)
