import { Suspense, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, useLocation } from 'react-router'

import { pageTitle } from '@/shared/lib/pageTitle'
import { useTitledMatch } from '@/shared/ui/layout/routeHandle'
import { PageLoading } from '@/shared/ui/PageLoading'

/**
 * Every route passes here: scroll to the top on each navigation and title the
 * routes outside the shell (sign-in, errors). Pages inside the shell take
 * their titles from their menus (layout/AdminLayout.tsx).
 */
export function RootRoute() {
  const { t } = useTranslation()
  const { pathname, search } = useLocation()
  const titleKey = useTitledMatch()?.handle.titleKey

  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 })
  }, [pathname, search])

  useEffect(() => {
    if (titleKey) document.title = pageTitle(t(titleKey), t('adminApp.name'))
  }, [titleKey, t])

  return (
    <Suspense fallback={<PageLoading fullscreen />}>
      <Outlet />
    </Suspense>
  )
}
