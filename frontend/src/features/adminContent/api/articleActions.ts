import { useMutation, useQueryClient } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'
import { listQueryKey } from '@/shared/ui/listPage/ListPage'

import { type Article, ARTICLES_LIST, type ArticleStatus } from './articles'
import { CATEGORIES_LIST } from './categories'

export type ArticleDraft = components['schemas']['ArticleSaveIn']

/** POST /api/admin/content/article/save: write an article (no id) or change one. Silent: the form shows the refusal. */
export function saveArticle(draft: ArticleDraft): Promise<Article> {
  return callApi((api) => api.POST('/admin/content/article/save', { body: draft }), { silent: true })
}

/** POST /api/admin/content/article/status: publish an article, or take it back to draft. */
export function setArticleStatus({ id, status }: { id: number; status: ArticleStatus }): Promise<Article> {
  return callApi((api) => api.POST('/admin/content/article/status', { body: { id, status } }), { silent: true })
}

/** POST /api/admin/content/article/delete: remove an article. */
export function deleteArticle(id: number): Promise<unknown> {
  return callApi((api) => api.POST('/admin/content/article/delete', { body: { id } }), { silent: true })
}

function useArticleMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    // The categories count their articles.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: listQueryKey(ARTICLES_LIST) }),
        queryClient.invalidateQueries({ queryKey: listQueryKey(CATEGORIES_LIST) }),
      ]),
  })
}

export const useSaveArticle = () => useArticleMutation(saveArticle)
export const useSetArticleStatus = () => useArticleMutation(setArticleStatus)
export const useDeleteArticle = () => useArticleMutation(deleteArticle)
