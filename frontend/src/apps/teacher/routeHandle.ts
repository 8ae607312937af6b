import { type UIMatch, useMatches } from 'react-router'

/** What a route tells the layout about itself. */
export interface TeacherRouteHandle {
  /** Translation key of the page title (header and document title). */
  titleKey?: string
  /** A page under a tab: the header shows a back arrow to this path. */
  back?: string
}

/** The deepest matched route's handle that has a title. */
export function deepestHandle(matches: readonly UIMatch[]): TeacherRouteHandle {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = (matches[index]?.handle ?? {}) as TeacherRouteHandle
    if (handle.titleKey) return handle
  }
  return {}
}

export function useRouteHandle(): TeacherRouteHandle {
  return deepestHandle(useMatches())
}
