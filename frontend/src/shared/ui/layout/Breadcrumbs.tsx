import Breadcrumb from 'antd/es/breadcrumb'
import { Link } from 'react-router'

import { menuTrail, type ShellMenuEntry, type ShellPage } from './shellMenu'
import type { ShellTitle } from './title'
import { useTitleText } from './title'

interface BreadcrumbsProps {
  menu: readonly ShellMenuEntry[]
  current: ShellPage | null
  /** The home page, first of every trail but its own. */
  home: { path: string; title: ShellTitle }
}

/** Home, then the menu groups and the page being looked at. */
export function Breadcrumbs({ menu, current, home }: BreadcrumbsProps) {
  const titleText = useTitleText()
  const trail = current ? menuTrail(menu, current.path) : []
  const crumbs = trail.length
    ? trail.map((entry) => ({ path: entry.path, title: entry.title }))
    : current
      ? [{ path: current.path, title: current.title }]
      : []
  const atHome = crumbs[0]?.path.toLowerCase() === home.path.toLowerCase()
  const items = [...(atHome ? [] : [home]), ...crumbs].map((crumb, index, all) => ({
    key: crumb.path,
    title:
      index < all.length - 1 && crumb.path === home.path ? (
        <Link to={home.path}>{titleText(crumb.title)}</Link>
      ) : (
        titleText(crumb.title)
      ),
  }))
  return <Breadcrumb className="top-bar__breadcrumb" items={items} />
}
