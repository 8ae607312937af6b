import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type Article = components['schemas']['ArticleItem']
export type ArticleListQuery = components['schemas']['ArticleListIn']
export type ArticlePage = components['schemas']['Page_ArticleItem_']
export type ArticleStatus = Article['status']

/** The list's name: its pages' query key and where its column choice is kept. */
export const ARTICLES_LIST = 'contentArticles'

/** POST /api/admin/content/article/list: one page of the articles, the last changed first. */
export function fetchArticles(query: ArticleListQuery, signal?: AbortSignal): Promise<ArticlePage> {
  return callApi((api) => api.POST('/admin/content/article/list', { body: query }), { signal })
}
