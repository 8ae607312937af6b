import type { ShellPage } from './shellMenu'
import { sameTitle } from './title'

/** A visited page in the tags view: the page as it was last seen. */
export type VisitedTag = ShellPage

export type TagsAction =
  | { type: 'visit'; tag: VisitedTag }
  | { type: 'close'; path: string }
  | { type: 'closeOthers'; path: string }
  | { type: 'closeAll' }

const samePath = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

export function tagsReducer(tags: readonly VisitedTag[], action: TagsAction): VisitedTag[] {
  switch (action.type) {
    case 'visit': {
      const index = tags.findIndex((tag) => samePath(tag.path, action.tag.path))
      if (index === -1) return [...tags, action.tag]
      const known = tags[index]
      if (known && known.fullPath === action.tag.fullPath && sameTitle(known.title, action.tag.title)) return [...tags]
      return tags.map((tag, at) => (at === index ? { ...action.tag, affix: tag.affix || action.tag.affix } : tag))
    }
    case 'close':
      return tags.filter((tag) => tag.affix || !samePath(tag.path, action.path))
    case 'closeOthers':
      return tags.filter((tag) => tag.affix || samePath(tag.path, action.path))
    case 'closeAll':
      return tags.filter((tag) => tag.affix)
  }
}

/** Where to go once the tag being looked at has been closed: the last tag left, else home. */
export function fallbackPath(tags: readonly VisitedTag[]): string {
  return tags.at(-1)?.fullPath ?? '/'
}
