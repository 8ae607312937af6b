import type { FaqDraft } from '../api/faqActions'
import type { Faq, HelpAudience } from '../api/faqs'

export const AUDIENCES: readonly HelpAudience[] = ['centres', 'teachers', 'both']

export const TITLE_MAX = 200
export const CONTENT_MAX = 5000
export const DESCRIPTION_MAX = 500
export const SORT_MAX = 9999

/** The FAQ form's values: each text in English and (optionally) Chinese. */
export interface FaqValues {
  title: string
  titleZh: string
  content: string
  contentZh: string
  description: string
  descriptionZh: string
  audience: HelpAudience
  sort: number
  shown: boolean
}

export const FAQ_FIELDS: readonly (keyof FaqValues)[] = [
  'title',
  'titleZh',
  'content',
  'contentZh',
  'description',
  'descriptionZh',
  'audience',
  'sort',
  'shown',
]

/** The fields of the Chinese tab: a refusal or a check on one of them opens that tab. */
export const CHINESE_FIELDS: readonly (keyof FaqValues)[] = ['titleZh', 'contentZh', 'descriptionZh']

/** The form's values for an entry, or for a new one (for both audiences, hidden until shown). */
export function valuesOf(faq: Faq | null): FaqValues {
  return {
    title: faq?.title ?? '',
    titleZh: faq?.titleZh ?? '',
    content: faq?.content ?? '',
    contentZh: faq?.contentZh ?? '',
    description: faq?.description ?? '',
    descriptionZh: faq?.descriptionZh ?? '',
    audience: faq?.audience ?? 'both',
    sort: faq?.sort ?? 0,
    shown: faq?.shown ?? false,
  }
}

/** What the server is sent: every text trimmed (an empty Chinese text means "show the English"). */
export function draftOf(values: FaqValues, id?: number): FaqDraft {
  return {
    ...(id === undefined ? {} : { id }),
    title: values.title.trim(),
    titleZh: values.titleZh.trim(),
    content: values.content.trim(),
    contentZh: values.contentZh.trim(),
    description: values.description.trim(),
    descriptionZh: values.descriptionZh.trim(),
    audience: values.audience,
    sort: values.sort,
    shown: values.shown,
  }
}
