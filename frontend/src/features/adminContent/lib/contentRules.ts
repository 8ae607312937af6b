import type { ArticleDraft } from '../api/articleActions'
import type { Article, ArticleStatus } from '../api/articles'
import type { CategoryDraft } from '../api/categoryActions'
import type { Category, HelpAudience } from '../api/categories'

export const AUDIENCES: readonly HelpAudience[] = ['centres', 'teachers', 'both']
export const STATUSES: readonly ArticleStatus[] = ['draft', 'published']

export const NAME_MAX = 100
export const TITLE_MAX = 200
export const SORT_MAX = 9999

/** The category form's values: its name in English and (optionally) Chinese. */
export interface CategoryValues {
  name: string
  nameZh: string
  audience: HelpAudience
  sort: number
}

export const CATEGORY_FIELDS: readonly (keyof CategoryValues)[] = ['name', 'nameZh', 'audience', 'sort']

export function categoryValuesOf(category: Category | null): CategoryValues {
  return {
    name: category?.name ?? '',
    nameZh: category?.nameZh ?? '',
    audience: category?.audience ?? 'both',
    sort: category?.sort ?? 0,
  }
}

export function categoryDraftOf(values: CategoryValues, id?: number): CategoryDraft {
  return {
    ...(id === undefined ? {} : { id }),
    name: values.name.trim(),
    nameZh: values.nameZh.trim(),
    audience: values.audience,
    sort: values.sort,
  }
}

/** The article form's values: its title and body in English and (optionally) Chinese. */
export interface ArticleValues {
  categoryId: number | undefined
  title: string
  titleZh: string
  body: string
  bodyZh: string
  status: ArticleStatus
  sort: number
}

export const ARTICLE_FIELDS: readonly (keyof ArticleValues)[] = ['categoryId', 'title', 'titleZh', 'body', 'bodyZh', 'status', 'sort']
export const CHINESE_ARTICLE_FIELDS: readonly (keyof ArticleValues)[] = ['titleZh', 'bodyZh']

export function articleValuesOf(article: Article | null, categoryId?: number): ArticleValues {
  return {
    categoryId: article?.categoryId ?? categoryId,
    title: article?.title ?? '',
    titleZh: article?.titleZh ?? '',
    body: article?.body ?? '',
    bodyZh: article?.bodyZh ?? '',
    status: article?.status ?? 'draft',
    sort: article?.sort ?? 0,
  }
}

/** Whether rich text holds words a reader sees (the editor leaves `<p></p>` when emptied). */
export function hasWords(html: string): boolean {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? ''
  return text.trim() !== ''
}

export function articleDraftOf(values: ArticleValues & { categoryId: number }, id?: number): ArticleDraft {
  return {
    ...(id === undefined ? {} : { id }),
    categoryId: values.categoryId,
    title: values.title.trim(),
    titleZh: values.titleZh.trim(),
    body: values.body,
    // An emptied Chinese body is no Chinese body: readers get the English.
    bodyZh: hasWords(values.bodyZh) ? values.bodyZh : '',
    status: values.status,
    sort: values.sort,
  }
}
