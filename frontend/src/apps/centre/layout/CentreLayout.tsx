import Drawer from 'antd/es/drawer'
import Layout from 'antd/es/layout'
import { Suspense, useState } from 'react'
import { Outlet } from 'react-router'

import { AgreementDialog } from '@/features/agreement/components/AgreementDialog'
import { useSignOut } from '@/features/session/lib/useSignOut'
import { config, storageKeys } from '@/shared/config'
import { useAccountLanguage } from '@/shared/i18n/accountLanguage'
import { isMobileWidth } from '@/shared/lib/fontScale'
import { useWindowWidth } from '@/shared/lib/viewport'
import { session, useSession } from '@/shared/session/sessionStore'
import { useLayoutSettings } from '@/shared/ui/layoutSettings'
import { PageLoading } from '@/shared/ui/PageLoading'

import { SettingsDrawer } from './SettingsDrawer'
import { SideMenu } from './SideMenu'
import { SidebarLogo } from './SidebarLogo'
import { TagsView } from './TagsView'
import { TopBar } from './TopBar'

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

/** The signed-in shell: sidebar, top bar, tags view and the page. */
export default function CentreLayout() {
  const { user } = useSession()
  useAccountLanguage(user !== null)
  const settings = useLayoutSettings()
  const signOut = useSignOut(session)
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
      {settings.showLogo && <SidebarLogo centreName={user?.realName} collapsed={menuCollapsed} />}
      <SideMenu collapsed={menuCollapsed} uniqueOpened={settings.uniqueOpened} onNavigate={onNavigate} />
    </>
  )

  return (
    <Layout className="centre-shell" hasSider={!isMobile}>
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
          className="centre-sider"
          theme="dark"
          width={config.layout.sidebarWidth}
          collapsedWidth={config.layout.collapsedSidebarWidth}
          collapsed={collapsed}
          trigger={null}
        >
          {sidebar(collapsed)}
        </Layout.Sider>
      )}
      <Layout className="centre-main">
        <div className={settings.fixedHeader ? 'centre-header centre-header--fixed' : 'centre-header'}>
          <TopBar
            user={user}
            sidebarOpen={sidebarOpen}
            isMobile={isMobile}
            onToggleSidebar={toggleSidebar}
            onOpenSettings={() => setSettingsOpen(true)}
            onSignOut={signOut}
          />
          {settings.showTags && <TagsView />}
        </div>
        <Layout.Content className="centre-content">
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
      <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      <AgreementDialog
        open={user !== null && user.agreed !== 1}
        onAccepted={() => session.updateUser({ agreed: 1 })}
        onDeclined={signOut}
      />
    </Layout>
  )
}
