import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { callApi, uploadBody } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'
import { listQueryKey } from '@/shared/ui/listPage/ListPage'

import type { UploadedAttachment } from './uploadAttachment'

export type StaffTicketItem = components['schemas']['StaffTicketItem']
export type StaffTicketPage = components['schemas']['Page_StaffTicketItem_']
export type StaffTicketDetail = components['schemas']['StaffTicketDetail']
export type TicketNote = components['schemas']['NoteOut']
export type StaffTicketQuery = components['schemas']['StaffTicketListIn']
export type StaffTicketFilters = Omit<StaffTicketQuery, 'pageNo' | 'pageSize'>
export type StaffReply = components['schemas']['ReplyIn']
export type StaffStatusChange = components['schemas']['StatusIn']

/** The support desk's list (its ListPage key): a reply or a new state refreshes it. */
export const SUPPORT_DESK_LIST = 'supportDesk'

/** POST /api/admin/support/ticket/list: every centre's tickets, newest first, by status, category, keyword and assignee. */
export function fetchStaffTickets(request: StaffTicketQuery, signal?: AbortSignal): Promise<StaffTicketPage> {
  return callApi((api) => api.POST('/admin/support/ticket/list', { body: request }), { signal })
}

/** POST /api/admin/support/ticket/detail: a ticket with its thread, assignee and internal notes. */
export function fetchStaffTicket(ticketNo: string, signal?: AbortSignal): Promise<StaffTicketDetail> {
  return callApi((api) => api.POST('/admin/support/ticket/detail', { body: { ticketNo } }), { signal })
}

/** POST /api/admin/support/ticket/reply: answer in the thread; the centre gets a notice. */
export function replyAsStaff(reply: StaffReply): Promise<StaffTicketDetail> {
  return callApi((api) => api.POST('/admin/support/ticket/reply', { body: reply }))
}

/** POST /api/admin/support/ticket/status: set the ticket's state; the centre gets a notice. */
export function setTicketStatus(change: StaffStatusChange): Promise<StaffTicketDetail> {
  return callApi((api) => api.POST('/admin/support/ticket/status', { body: change }))
}

/** POST /api/admin/support/ticket/upload (multipart `file`): an attachment for a staff reply. Silent: the upload list shows the refusal. */
export function uploadStaffAttachment(file: Blob & { name?: string }): Promise<UploadedAttachment> {
  const form = new FormData()
  form.append('file', file, file.name ?? 'attachment')
  return callApi((api) => api.POST('/admin/support/ticket/upload', uploadBody(form)), { silent: true })
}

export function staffTicketKey(ticketNo: string) {
  return ['supportDesk', 'detail', ticketNo] as const
}

export function useStaffTicket(ticketNo: string) {
  return useQuery({
    queryKey: staffTicketKey(ticketNo),
    queryFn: ({ signal }) => fetchStaffTicket(ticketNo, signal),
  })
}

export function useStaffTicketMutation<T>(call: (input: T) => Promise<StaffTicketDetail>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: (ticket) => {
      queryClient.setQueryData(staffTicketKey(ticket.ticketNo), ticket)
      void queryClient.invalidateQueries({ queryKey: listQueryKey(SUPPORT_DESK_LIST) })
    },
  })
}

export const useStaffReply = () => useStaffTicketMutation(replyAsStaff)
export const useSetTicketStatus = () => useStaffTicketMutation(setTicketStatus)
