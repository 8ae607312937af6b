import { type ComponentType, lazy, type LazyExoticComponent } from 'react'

export type ConsoleScreen = LazyExoticComponent<ComponentType>

/**
 * The console's screens by the `component` name their menu carries
 * (backend/relief/authority/catalogue.py: a page's component is its route
 * without the leading slash). A menu the staff member holds is routed to the
 * screen named here; a menu whose screen is not here is left out of the side
 * menu and its address answers "not found". To add a screen: write the page
 * in `pages/` (a default export, usually a feature's component) and name it
 * here.
 */
export const SCREENS: Readonly<Record<string, ConsoleScreen>> = {
  dashboard: lazy(() => import('./pages/DashboardPage')),
  'users/centres': lazy(() => import('./pages/CentresPage')),
  'authority/staff': lazy(() => import('./pages/StaffPage')),
  'authority/roles': lazy(() => import('./pages/RolesPage')),
  'authority/menus': lazy(() => import('./pages/MenusPage')),
  'system/audit': lazy(() => import('./pages/AuditLogPage')),
  'system/sessions': lazy(() => import('./pages/OnlineSessionsPage')),
  support: lazy(() => import('./pages/SupportPage')),
  bookings: lazy(() => import('./pages/BookingsPage')),
  'users/teachers': lazy(() => import('./pages/TeachersPage')),
  'money/invoices': lazy(() => import('./pages/InvoicesPage')),
  'money/vouchers': lazy(() => import('./pages/VouchersPage')),
  'users/reviews': lazy(() => import('./pages/ReviewsPage')),
  'system/settings': lazy(() => import('./pages/SettingsPage')),
  'system/messages': lazy(() => import('./pages/MessagesPage')),
  'system/dictionaries': lazy(() => import('./pages/DictionariesPage')),
  statistics: lazy(() => import('./pages/StatisticsPage')),
  'operations/holidays': lazy(() => import('./pages/HolidaysPage')),
  'operations/ranks': lazy(() => import('./pages/RanksPage')),
  'operations/parity': lazy(() => import('./pages/ParityPage')),
  'operations/versions': lazy(() => import('./pages/AppVersionsPage')),
  'operations/faq': lazy(() => import('./pages/FaqPage')),
  'content/categories': lazy(() => import('./pages/ContentCategoriesPage')),
  'content/articles': lazy(() => import('./pages/ContentArticlesPage')),
}

export function hasScreen(component: string): boolean {
  return Object.hasOwn(SCREENS, component)
}

/** Addresses of the console's screens as the menu tree routes them by default (`/<component>`). */
export function isScreenPath(pathname: string): boolean {
  const component = pathname.replace(/^\/+|\/+$/g, '')
  return Object.keys(SCREENS).some((name) => name.toLowerCase() === component.toLowerCase())
}
