import './layout.css'

import Drawer from 'antd/es/drawer'
import Layout from 'antd/es/layout'
import { type ReactNode, Suspense, useState } from 'react'
import { Outlet } from 'react-router'

import { config, storageKeys } from '../../config'
import { isMobileWidth } from '../../lib/fontScale'
import { useWindowWidth } from '../../lib/viewport'
import { useLayoutSettings } from '../layoutSettings'
import { PageLoading } from '../PageLoading'
import { Breadcrumbs } from './Breadcrumbs'
import { SettingsDrawer } from './SettingsDrawer'
import type { ShellMenuEntry, ShellPage } from './shellMenu'
import { SideMenu } from './SideMenu'
import { SidebarLogo } from './SidebarLogo'
import { TagsView } from './TagsView'
import type { VisitedTag } from './tagsView'
import type { ShellTitle } from './title'
import { type ShellUser, TopBar } from './TopBar'

function readCollapsed(): boolean {
  try {
    return window.localStorage.getItem(storageKeys.sidebarCollapsed) === 'true'
  } catch {
    return false
  }
}

function saveCollapsed(collapsed: boolean): void {
  try {
    window.localStorage.setItem(storageKeys.sidebarCollapsed, String(collapsed))
  } catch {
    // The choice then lasts for this page only.
  }
}

export interface ShellLayoutProps {
  /** The side menu: only what the user may open. */
  menu: readonly ShellMenuEntry[]
  /** The page being looked at (its tag and breadcrumb); null for a route that is not a page of its own. */
  current: ShellPage | null
  /** The home page: first breadcrumb. */
  home: { path: string; title: ShellTitle }
  /** Tags always shown. */
  pinned: readonly VisitedTag[]
  /** Beside the logo mark. */
  brandName: string | undefined
  user: ShellUser | null
  /** Where the avatar and name lead. */
  profile?: { to: string; title: string }
  /** Top-bar buttons before the language switch. */
  actions?: ReactNode
  onSignOut: () => Promise<void>
  /** The page; the route's outlet by default. */
  children?: ReactNode
  /** Dialogs the app keeps over every page (the centre portal's agreement). */
  overlays?: ReactNode
}

/**
 * The signed-in frame of the centre portal and the admin console: the side
 * menu (a drawer on a phone), the top bar with breadcrumbs, the tags of
 * visited pages, the page settings panel, and the page. What differs between
 * the apps (menu, home, user, extra buttons) comes in as props.
 */
export function ShellLayout({
  menu,
  current,
  home,
  pinned,
  brandName,
  user,
  profile,
  actions,
  onSignOut,
  children,
  overlays,
}: ShellLayoutProps) {
  const settings = useLayoutSettings()
  const isMobile = isMobileWidth(useWindowWidth())
  const [collapsed, setCollapsed] = useState(readCollapsed)
  const [drawerOpen, setDrawerOpen] = useState(false)
  const [settingsOpen, setSettingsOpen] = useState(false)
  const [wasMobile, setWasMobile] = useState(isMobile)

  // Entering or leaving mobile mode closes the sidebar drawer.
  if (wasMobile !== isMobile) {
    setWasMobile(isMobile)
    setDrawerOpen(false)
  }

  const sidebarOpen = isMobile ? drawerOpen : !collapsed
  const toggleSidebar = () => {
    if (isMobile) {
      setDrawerOpen((open) => !open)
    } else {
      saveCollapsed(!collapsed)
      setCollapsed(!collapsed)
    }
  }

  const sidebar = (menuCollapsed: boolean, onNavigate?: () => void) => (
    <>
      {settings.showLogo && <SidebarLogo name={brandName} collapsed={menuCollapsed} />}
      <SideMenu menu={menu} collapsed={menuCollapsed} uniqueOpened={settings.uniqueOpened} onNavigate={onNavigate} />
    </>
  )

  return (
    <Layout className="shell" hasSider={!isMobile}>
      {isMobile ? (
        <Drawer
          placement="left"
          size={config.layout.sidebarWidth}
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          closable={false}
          className="sidebar-drawer"
          styles={{ body: { padding: 0 } }}
        >
          {sidebar(false, () => setDrawerOpen(false))}
        </Drawer>
      ) : (
        <Layout.Sider
          className="shell-sider"
          theme="dark"
          width={config.layout.sidebarWidth}
          collapsedWidth={config.layout.collapsedSidebarWidth}
          collapsed={collapsed}
          trigger={null}
        >
          {sidebar(collapsed)}
        </Layout.Sider>
      )}
      <Layout className="shell-main">
        <div className={settings.fixedHeader ? 'shell-header shell-header--fixed' : 'shell-header'}>
          <TopBar
            user={user}
            profile={profile}
            actions={actions}
            breadcrumbs={<Breadcrumbs menu={menu} current={current} home={home} />}
            sidebarOpen={sidebarOpen}
            isMobile={isMobile}
            onToggleSidebar={toggleSidebar}
            onOpenSettings={() => setSettingsOpen(true)}
            onSignOut={onSignOut}
          />
          {settings.showTags && <TagsView current={current} pinned={pinned} />}
        </div>
        <Layout.Content className="shell-content">
          <Suspense fallback={<PageLoading />}>{children ?? <Outlet />}</Suspense>
        </Layout.Content>
      </Layout>
      <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      {overlays}
    </Layout>
  )
}
