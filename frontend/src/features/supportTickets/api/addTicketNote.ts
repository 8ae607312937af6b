import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

import { type StaffTicketDetail, useStaffTicketMutation } from './staffTickets'

export type NewTicketNote = components['schemas']['NoteIn']

/** POST /api/admin/support/ticket/note: an internal note; only staff read it, never the centre. */
export function addTicketNote(note: NewTicketNote): Promise<StaffTicketDetail> {
  return callApi((api) => api.POST('/admin/support/ticket/note', { body: note }))
}

export const useAddTicketNote = () => useStaffTicketMutation(addTicketNote)
