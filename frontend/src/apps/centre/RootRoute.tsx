import { Suspense, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, useLocation } from 'react-router'

import { pageTitle } from '@/shared/lib/pageTitle'
import { PageLoading } from '@/shared/ui/PageLoading'

import { useTitledMatch } from '@/shared/ui/layout/routeHandle'

/** Every route passes here: scroll to the top on each navigation and keep the page title current. */
export function RootRoute() {
  const { t } = useTranslation()
  const { pathname, search } = useLocation()
  const titleKey = useTitledMatch()?.handle.titleKey

  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 })
  }, [pathname, search])

  useEffect(() => {
    document.title = pageTitle(titleKey ? t(titleKey) : undefined, t('app.platformName'))
  }, [titleKey, t])

  return (
    <Suspense fallback={<PageLoading fullscreen />}>
      <Outlet />
    </Suspense>
  )
}
