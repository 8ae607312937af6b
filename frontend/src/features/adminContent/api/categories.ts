import { queryOptions, useQuery } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type Category = components['schemas']['CategoryItem']
export type CategoryListQuery = components['schemas']['CategoryListIn']
export type CategoryPage = components['schemas']['Page_CategoryItem_']
export type CategoryChoice = components['schemas']['CategoryChoice']
export type HelpAudience = Category['audience']

/** The list's name: its pages' query key and where its column choice is kept. */
export const CATEGORIES_LIST = 'contentCategories'

/** POST /api/admin/content/category/list: one page of the categories, in their order, their articles counted. */
export function fetchCategories(query: CategoryListQuery, signal?: AbortSignal): Promise<CategoryPage> {
  return callApi((api) => api.POST('/admin/content/category/list', { body: query }), { signal })
}

/** POST /api/admin/content/category/choices: every category, for the article filter and form. */
export function fetchCategoryChoices(signal?: AbortSignal): Promise<CategoryChoice[]> {
  return callApi((api) => api.POST('/admin/content/category/choices', {}), { signal }).then((out) => out.list)
}

export const categoryChoicesQuery = () =>
  queryOptions({ queryKey: ['contentCategoryChoices'] as const, queryFn: ({ signal }) => fetchCategoryChoices(signal) })

export function useCategoryChoices() {
  return useQuery(categoryChoicesQuery())
}
