import { useMutation, useQueryClient } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

import { type Message, MESSAGES_LIST } from './messages'

export type MessageDraft = components['schemas']['AnnouncementSaveIn']

/** POST /api/admin/message/save: write a draft (no id) or change one. Silent: the form shows the refusal. */
export function saveMessage(draft: MessageDraft): Promise<Message> {
  return callApi((api) => api.POST('/admin/message/save', { body: draft }), { silent: true })
}

/** POST /api/admin/message/publish: publish a draft; the worker tells its audience. */
export function publishMessage(id: number): Promise<Message> {
  return callApi((api) => api.POST('/admin/message/publish', { body: { id } }), { silent: true })
}

/** POST /api/admin/message/delete: remove a draft. */
export function deleteMessage(id: number): Promise<unknown> {
  return callApi((api) => api.POST('/admin/message/delete', { body: { id } }), { silent: true })
}

function useMessageMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['listPage', MESSAGES_LIST] }),
  })
}

export const useSaveMessage = () => useMessageMutation(saveMessage)
export const usePublishMessage = () => useMessageMutation(publishMessage)
export const useDeleteMessage = () => useMessageMutation(deleteMessage)
