import { useQuery } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

import { type StaffTicketDetail, useStaffTicketMutation } from './staffTickets'

export type Assignee = components['schemas']['AssigneeOut']
export type Assignment = components['schemas']['AssignIn']

/** POST /api/admin/support/ticket/assignees: who a ticket may be assigned to (staff who may reply to tickets). */
export function fetchAssignees(signal?: AbortSignal): Promise<Assignee[]> {
  return callApi((api) => api.POST('/admin/support/ticket/assignees', {}), { signal }).then((out) => out.assignees)
}

export function useAssignees() {
  return useQuery({ queryKey: ['supportDesk', 'assignees'], queryFn: ({ signal }) => fetchAssignees(signal) })
}

/** POST /api/admin/support/ticket/assign: give the ticket to a staff member, or to nobody (null). Audited. */
export function assignTicket(assignment: Assignment): Promise<StaffTicketDetail> {
  return callApi((api) => api.POST('/admin/support/ticket/assign', { body: assignment }))
}

export const useAssignTicket = () => useStaffTicketMutation(assignTicket)
