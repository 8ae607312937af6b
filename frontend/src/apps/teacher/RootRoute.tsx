import { Suspense, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, useLocation } from 'react-router'

import { UpdatePrompt } from '@/features/appVersions/components/teacher/UpdatePrompt'
import { pageTitle } from '@/shared/lib/pageTitle'
import { PageLoading } from '@/shared/ui/PageLoading'

import { useRouteHandle } from './routeHandle'

/**
 * Every route passes here: scroll to the top on each navigation, keep the
 * document title current, and tell the teacher when the app must update.
 */
export function RootRoute() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const { titleKey } = useRouteHandle()

  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 })
  }, [pathname])

  useEffect(() => {
    document.title = pageTitle(titleKey ? t(titleKey) : undefined, t('teacherApp.name'))
  }, [titleKey, t])

  return (
    <>
      <Suspense fallback={<PageLoading fullscreen />}>
        <Outlet />
      </Suspense>
      <UpdatePrompt />
    </>
  )
}
