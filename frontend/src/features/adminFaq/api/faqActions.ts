import { useMutation, useQueryClient } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'
import { listQueryKey } from '@/shared/ui/listPage/ListPage'

import { FAQ_LIST, type Faq } from './faqs'

export type FaqDraft = components['schemas']['FaqSaveIn']

/** POST /api/admin/faq/save: write an FAQ entry (no id) or change one. Silent: the form shows the refusal. */
export function saveFaq(draft: FaqDraft): Promise<Faq> {
  return callApi((api) => api.POST('/admin/faq/save', { body: draft }), { silent: true })
}

/** POST /api/admin/faq/shown: show an entry to its audience, or hide it. */
export function setFaqShown({ id, shown }: { id: number; shown: boolean }): Promise<Faq> {
  return callApi((api) => api.POST('/admin/faq/shown', { body: { id, shown } }), { silent: true })
}

/** POST /api/admin/faq/delete: remove an entry. */
export function deleteFaq(id: number): Promise<unknown> {
  return callApi((api) => api.POST('/admin/faq/delete', { body: { id } }), { silent: true })
}

function useFaqMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: listQueryKey(FAQ_LIST) }),
  })
}

export const useSaveFaq = () => useFaqMutation(saveFaq)
export const useSetFaqShown = () => useFaqMutation(setFaqShown)
export const useDeleteFaq = () => useFaqMutation(deleteFaq)
