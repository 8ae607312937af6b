import { type UIMatch, useLocation, useMatches } from 'react-router'

import type { ShellPage } from './shellMenu'

/** What a route tells the shell about itself. */
export interface RouteHandle {
  /** Translation key of the page title (document title, tag, breadcrumb). */
  titleKey?: string
  /** A pinned tag: always shown, never closed. */
  affix?: boolean
  /** The page is not kept alive between visits. */
  noCache?: boolean
  /** Not a page of its own: no tag, no title (the reload helper). */
  hidden?: boolean
}

export interface TitledMatch {
  pathname: string
  handle: RouteHandle & { titleKey: string }
}

function handleOf(match: UIMatch): RouteHandle {
  return (match.handle ?? {}) as RouteHandle
}

/** The deepest matched route that has a title, unless it is hidden. */
export function titledMatch(matches: readonly UIMatch[]): TitledMatch | null {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const match = matches[index]
    if (!match) continue
    const handle = handleOf(match)
    if (handle.hidden) return null
    if (handle.titleKey) return { pathname: match.pathname, handle: { ...handle, titleKey: handle.titleKey } }
  }
  return null
}

export function useTitledMatch(): TitledMatch | null {
  return titledMatch(useMatches())
}

/** The page being looked at as its route's handle describes it, or null for a route without a title. */
export function useRoutePage(): ShellPage | null {
  const match = useTitledMatch()
  const { pathname, search } = useLocation()
  if (!match) return null
  return {
    path: match.pathname,
    fullPath: `${pathname}${search}`,
    title: match.handle.titleKey,
    affix: match.handle.affix ?? false,
  }
}
