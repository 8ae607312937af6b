import { useMutation, useQueryClient } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'
import { listQueryKey } from '@/shared/ui/listPage/ListPage'

import { CATEGORIES_LIST, type Category, categoryChoicesQuery } from './categories'

export type CategoryDraft = components['schemas']['CategorySaveIn']

/** POST /api/admin/content/category/save: add a category (no id) or change one. Silent: the form shows the refusal. */
export function saveCategory(draft: CategoryDraft): Promise<Category> {
  return callApi((api) => api.POST('/admin/content/category/save', { body: draft }), { silent: true })
}

/** POST /api/admin/content/category/delete: remove a category that holds no article. */
export function deleteCategory(id: number): Promise<unknown> {
  return callApi((api) => api.POST('/admin/content/category/delete', { body: { id } }), { silent: true })
}

function useCategoryMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: listQueryKey(CATEGORIES_LIST) }),
        queryClient.invalidateQueries({ queryKey: categoryChoicesQuery().queryKey }),
      ]),
  })
}

export const useSaveCategory = () => useCategoryMutation(saveCategory)
export const useDeleteCategory = () => useCategoryMutation(deleteCategory)
