import { useMutation, useQueryClient } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

import { inviteKeys, type TeacherInvite } from './inviteList'

export type InviteAnswer = components['schemas']['InviteAnswerIn']

/** POST /api/teacher/invite/answer: interested (true) or declined (false); answers the invite as it now is. */
export function answerInvite(answer: InviteAnswer): Promise<TeacherInvite> {
  return callApi((api) => api.POST('/teacher/invite/answer', { body: answer }))
}

export function useAnswerInvite() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: answerInvite,
    // Refresh on refusal too: an invite that is no longer open moves to the answered list.
    onSettled: () => queryClient.invalidateQueries({ queryKey: inviteKeys.all }),
  })
}
