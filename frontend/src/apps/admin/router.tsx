import { lazy } from 'react'
import { createHashRouter, type RouteObject } from 'react-router'

import type { RouteHandle } from '@/shared/ui/layout/routeHandle'
import { withCatalogue } from '@/shared/i18n'
import { PageLoading } from '@/shared/ui/PageLoading'

import { RootRoute } from './RootRoute'
import { sessionLoader } from './sessionLoader'

const AdminLayout = lazy(withCatalogue(() => import('./layout/AdminLayout')))
const LandingRoute = lazy(withCatalogue(() => import('./layout/LandingRoute')))
const MenuRoute = lazy(withCatalogue(() => import('./layout/MenuRoute')))
const LoginPage = lazy(() => import('./pages/LoginPage'))
const NotFoundPage = lazy(withCatalogue(() => import('./pages/NotFoundPage')))
const UnauthorizedPage = lazy(withCatalogue(() => import('./pages/UnauthorizedPage')))
const RedirectPage = lazy(withCatalogue(() => import('@/shared/ui/layout/RedirectPage')))

/**
 * The console's routes. Sign-in and the error pages stand alone; every other
 * address opens inside the shell, where `MenuRoute` draws the screen of the
 * staff member's menu at that address (pages.ts names the screens), or
 * refuses it: "no permission" for a screen of the console they do not hold,
 * "not found" for anything else.
 */
export const adminRoutes: RouteObject[] = [
  {
    id: 'root',
    element: <RootRoute />,
    loader: sessionLoader,
    // The session rules run before every navigation, not only when params change.
    shouldRevalidate: () => true,
    hydrateFallbackElement: <PageLoading fullscreen />,
    children: [
      { path: 'login', element: <LoginPage />, handle: { titleKey: 'adminApp.route.signIn' } satisfies RouteHandle },
      { path: '404', element: <NotFoundPage />, handle: { titleKey: 'route.notFound' } satisfies RouteHandle },
      { path: '401', element: <UnauthorizedPage />, handle: { titleKey: 'route.unauthorized' } satisfies RouteHandle },
      {
        element: <AdminLayout />,
        children: [
          { index: true, element: <LandingRoute /> },
          { path: 'redirect/*', element: <RedirectPage />, handle: { hidden: true } satisfies RouteHandle },
          { path: '*', element: <MenuRoute /> },
        ],
      },
    ],
  },
]

export function createAdminRouter() {
  return createHashRouter(adminRoutes)
}
