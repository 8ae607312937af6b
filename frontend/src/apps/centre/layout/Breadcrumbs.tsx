import Breadcrumb from 'antd/es/breadcrumb'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'

import { CENTRE_MENU, menuTrail } from '../menu'
import { useTitledMatch } from '../routeHandle'

const HOME_PATH = '/dashboard'

/** Home, then the menu groups and the page being looked at. */
export function Breadcrumbs() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const current = useTitledMatch()
  const trail = menuTrail(CENTRE_MENU, current?.pathname ?? pathname)
  const crumbs = trail.length
    ? trail.map((entry) => ({ path: entry.path, titleKey: entry.titleKey }))
    : current
      ? [{ path: current.pathname, titleKey: current.handle.titleKey }]
      : []
  const atHome = crumbs[0]?.path === HOME_PATH
  const items = [
    ...(atHome ? [] : [{ path: HOME_PATH, titleKey: 'menu.home' }]),
    ...crumbs,
  ].map((crumb, index, all) => ({
    key: crumb.path,
    title:
      index < all.length - 1 && crumb.path === HOME_PATH ? (
        <Link to={HOME_PATH}>{t(crumb.titleKey)}</Link>
      ) : (
        t(crumb.titleKey)
      ),
  }))
  return <Breadcrumb className="top-bar__breadcrumb" items={items} />
}
