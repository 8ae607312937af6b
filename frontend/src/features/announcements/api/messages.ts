import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type Message = components['schemas']['AnnouncementItem']
export type MessageListQuery = components['schemas']['AnnouncementListIn']
export type MessagePage = components['schemas']['Page_AnnouncementItem_']
export type Audience = Message['audience']
export type MessageAccount = components['schemas']['MessageAccount']

/** The list's name: its pages' query key and where its column choice is kept. */
export const MESSAGES_LIST = 'messages'

/** POST /api/admin/message/list: one page of the platform messages, drafts and published. */
export function fetchMessages(query: MessageListQuery, signal?: AbortSignal): Promise<MessagePage> {
  return callApi((api) => api.POST('/admin/message/list', { body: query }), { signal })
}
