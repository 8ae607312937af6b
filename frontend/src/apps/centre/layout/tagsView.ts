/** A visited page in the tags view. */
export interface VisitedTag {
  /** The route path: one tag per path. */
  path: string
  /** Path and query of the last visit, opened when the tag is clicked. */
  fullPath: string
  titleKey: string
  /** Pinned: never closed. */
  affix: boolean
}

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
      if (known && known.fullPath === action.tag.fullPath && known.titleKey === action.tag.titleKey) return [...tags]
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
