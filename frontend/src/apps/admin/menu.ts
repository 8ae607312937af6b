import type { AuthorityMenu } from '@/shared/authority/authority'
import { MenuType } from '@/shared/authority/authority'
import { menuIcon } from '@/shared/authority/menuIcons'
import type { ShellMenuEntry } from '@/shared/ui/layout/shellMenu'

/** A page of the console the signed-in staff member may open, from one of their menus. */
export interface ConsolePage {
  menuId: number
  /** The route, from the app's root (`/authority/staff`). */
  path: string
  /** The screen that draws it (`authority/staff`), a key of the app's page registry. */
  component: string
  title: { en: string; 'zh-CN': string }
}

/** What the console shows a staff member: the side menu and the pages they may open. */
export interface ConsoleMenu {
  side: ShellMenuEntry[]
  pages: ConsolePage[]
}

function bySort(a: AuthorityMenu, b: AuthorityMenu): number {
  return a.sort - b.sort || a.id - b.id
}

/** A route from the root: an absolute route as it is, a relative one under its parent's. */
function routeOf(menu: AuthorityMenu, parentPath: string): string {
  const route = (menu.route ?? '').trim()
  if (menu.externalLink || route.startsWith('/')) return route
  const joined = `${parentPath.replace(/\/+$/, '')}/${route}`
  return joined.startsWith('/') ? joined : `/${joined}`
}

/** The screen a menu names: its `component`, or its route without the leading slash. */
export function componentOf(menu: Pick<AuthorityMenu, 'component' | 'route'>): string {
  return (menu.component ?? menu.route ?? '').trim().replace(/^\/+/, '')
}

/**
 * The console's side menu and pages from the menus the server gives the
 * staff member (`/api/admin/authority/mine`):
 * - the side menu has the visible directories and menus, each level sorted,
 *   titled in both languages with its icon; a menu whose screen this version
 *   does not have (`hasScreen`) is left out, and so is a directory left with
 *   nothing under it; an external link opens in a new window;
 * - the pages are every menu they hold whose screen exists, visible or not;
 *   the app routes only these, so any other address is refused.
 * Buttons (type 2) are permissions, not entries.
 */
export function buildConsoleMenu(menus: readonly AuthorityMenu[], hasScreen: (component: string) => boolean): ConsoleMenu {
  const children = new Map<number | null, AuthorityMenu[]>()
  const ids = new Set(menus.map((menu) => menu.id))
  for (const menu of menus) {
    // An item whose parent is not among the staff member's sits at the top.
    const parent = menu.parentId !== null && ids.has(menu.parentId) ? menu.parentId : null
    children.set(parent, [...(children.get(parent) ?? []), menu])
  }

  const pages: ConsolePage[] = []

  function walk(parentId: number | null, parentPath: string, shown: boolean): ShellMenuEntry[] {
    const level = [...(children.get(parentId) ?? [])].sort(bySort)
    return level.flatMap((menu): ShellMenuEntry[] => {
      const path = routeOf(menu, parentPath)
      const title = { en: menu.title, 'zh-CN': menu.titleZh || menu.title }
      const visible = shown && menu.visible
      if (menu.type === MenuType.directory) {
        const below = walk(menu.id, path, visible)
        return visible && below.length ? [{ path, title, icon: menuIcon(menu.icon), children: below }] : []
      }
      if (menu.type !== MenuType.menu || !path) return []
      if (menu.externalLink) return visible ? [{ path, title, icon: menuIcon(menu.icon), external: true }] : []
      const component = componentOf(menu)
      if (!hasScreen(component)) return []
      pages.push({ menuId: menu.id, path, component, title })
      return visible ? [{ path, title, icon: menuIcon(menu.icon) }] : []
    })
  }

  const side = walk(null, '', true)
  return { side, pages }
}

/** The page at an address (any case, a trailing slash ignored), if the staff member may open it. */
export function pageAt(pages: readonly ConsolePage[], pathname: string): ConsolePage | undefined {
  const wanted = pathname.replace(/\/+$/, '').toLowerCase() || '/'
  return pages.find((page) => page.path.toLowerCase() === wanted)
}

/** Where a signed-in staff member lands: the dashboard when they may open it, else their first page. */
export function landingPage(menu: ConsoleMenu): ConsolePage | undefined {
  return pageAt(menu.pages, '/dashboard') ?? menu.pages[0]
}
