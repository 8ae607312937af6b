import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type Faq = components['schemas']['FaqItem']
export type FaqListQuery = components['schemas']['FaqListIn']
export type FaqPage = components['schemas']['Page_FaqItem_']
export type HelpAudience = Faq['audience']

/** The list's name: its pages' query key and where its column choice is kept. */
export const FAQ_LIST = 'faq'

/** POST /api/admin/faq/list: one page of the FAQ, shown and hidden, in its order. */
export function fetchFaqs(query: FaqListQuery, signal?: AbortSignal): Promise<FaqPage> {
  return callApi((api) => api.POST('/admin/faq/list', { body: query }), { signal })
}
