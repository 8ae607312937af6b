import ReloadOutlined from '@ant-design/icons/ReloadOutlined'
import Button from 'antd/es/button'
import Flex from 'antd/es/flex'
import Result from 'antd/es/result'
import { useEffect, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, useLocation } from 'react-router'

import { useAuthorityMine } from '@/features/session/api/authorityMine'
import { useSignOut } from '@/features/session/lib/useSignOut'
import { AuthorityProvider } from '@/shared/authority/permission'
import { useAccountLanguage } from '@/shared/i18n/accountLanguage'
import { pageTitle } from '@/shared/lib/pageTitle'
import { staffSession, useStaffSession } from '@/shared/session/staffSession'
import { useRoutePage } from '@/shared/ui/layout/routeHandle'
import type { ShellPage } from '@/shared/ui/layout/shellMenu'
import { ShellLayout } from '@/shared/ui/layout/ShellLayout'
import { useTitleText } from '@/shared/ui/layout/title'
import { PageLoading } from '@/shared/ui/PageLoading'

import { buildConsoleMenu, landingPage, pageAt } from '../menu'
import { hasScreen } from '../pages'

const NO_HOME = { path: '/', title: 'adminApp.home' }

/**
 * The console's signed-in shell: it asks the server what the staff member may
 * do, builds their side menu from it, gives every page their permissions
 * (`usePermission`) and the routes inside it their menu (`useConsoleMenu`).
 */
export default function AdminLayout() {
  const { t } = useTranslation()
  const titleText = useTitleText()
  const { user } = useStaffSession()
  useAccountLanguage(user !== null)
  const signOut = useSignOut(staffSession)
  const mine = useAuthorityMine(user !== null)
  const { pathname, search } = useLocation()
  const routePage = useRoutePage()

  const menu = useMemo(() => (mine.data ? buildConsoleMenu(mine.data.menus, hasScreen) : null), [mine.data])
  const landing = menu ? landingPage(menu) : undefined
  const menuPage = menu ? pageAt(menu.pages, pathname) : undefined
  const current: ShellPage | null = menuPage
    ? { path: menuPage.path, fullPath: `${pathname}${search}`, title: menuPage.title, affix: menuPage === landing }
    : routePage
  const pinned = useMemo(
    () => (landing ? [{ path: landing.path, fullPath: landing.path, title: landing.title, affix: true }] : []),
    [landing],
  )

  const shownTitle = current ? titleText(current.title) : undefined
  useEffect(() => {
    document.title = pageTitle(shownTitle, t('adminApp.name'))
  }, [shownTitle, t])

  if (mine.isError) {
    return (
      <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
        <Result
          status="warning"
          title={t('adminApp.authorityFailed')}
          extra={[
            <Button key="retry" type="primary" icon={<ReloadOutlined />} onClick={() => void mine.refetch()}>
              {t('common.retry')}
            </Button>,
            <Button key="signOut" onClick={() => void signOut()}>
              {t('layout.signOut')}
            </Button>,
          ]}
        />
      </Flex>
    )
  }
  if (!mine.data || !menu) return <PageLoading fullscreen />

  return (
    <AuthorityProvider authority={mine.data}>
      <ShellLayout
        menu={menu.side}
        current={current}
        home={landing ? { path: landing.path, title: landing.title } : NO_HOME}
        pinned={pinned}
        brandName={t('adminApp.name')}
        user={{ name: mine.data.name || mine.data.email }}
        onSignOut={signOut}
      >
        <Outlet context={menu} />
      </ShellLayout>
    </AuthorityProvider>
  )
}
