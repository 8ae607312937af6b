import type { ReactNode } from 'react'

import type { ShellTitle } from './title'

/** One entry of the shell's side menu: a page, or a group of entries. */
export interface ShellMenuEntry {
  /** The full route path; also the entry's key. */
  path: string
  title: ShellTitle
  icon?: ReactNode
  /** `path` is an address outside the app, opened in a new window. */
  external?: boolean
  children?: ShellMenuEntry[]
}

/** The page being looked at, as the shell shows it (tag, breadcrumb). */
export interface ShellPage {
  /** The route path: one tag per path. */
  path: string
  /** Path and query of this visit. */
  fullPath: string
  title: ShellTitle
  /** Pinned: its tag is never closed. */
  affix: boolean
}

/** The chain of entries from the top of the menu down to the one for `pathname` (any case). */
export function menuTrail<Entry extends { path: string; children?: Entry[] }>(
  entries: readonly Entry[],
  pathname: string,
): Entry[] {
  const wanted = pathname.toLowerCase()
  for (const entry of entries) {
    if (entry.path.toLowerCase() === wanted) return [entry]
    const below = menuTrail(entry.children ?? [], pathname)
    if (below.length) return [entry, ...below]
  }
  return []
}

/**
 * The groups open once `pathname` is reached (by the menu, a link or a typed
 * address): its own groups open; with one group open at a time they are the
 * only ones, otherwise the ones already open stay. A page outside the menu
 * changes nothing.
 */
export function openGroupsFor(
  entries: readonly ShellMenuEntry[],
  pathname: string,
  open: readonly string[],
  uniqueOpened: boolean,
): string[] {
  const groups = menuTrail(entries, pathname)
    .slice(0, -1)
    .map((entry) => entry.path)
  if (!groups.length) return [...open]
  return uniqueOpened ? groups : [...new Set([...open, ...groups])]
}

/** Every entry of the menu, groups and pages, depth first. */
export function menuEntries<Entry extends { children?: Entry[] }>(entries: readonly Entry[]): Entry[] {
  return entries.flatMap((entry) => [entry, ...menuEntries(entry.children ?? [])])
}
