import AccountBookOutlined from '@ant-design/icons/AccountBookOutlined'
import CalendarOutlined from '@ant-design/icons/CalendarOutlined'
import CustomerServiceOutlined from '@ant-design/icons/CustomerServiceOutlined'
import FormOutlined from '@ant-design/icons/FormOutlined'
import GiftOutlined from '@ant-design/icons/GiftOutlined'
import HeartOutlined from '@ant-design/icons/HeartOutlined'
import HomeOutlined from '@ant-design/icons/HomeOutlined'
import ScheduleOutlined from '@ant-design/icons/ScheduleOutlined'
import SearchOutlined from '@ant-design/icons/SearchOutlined'
import SolutionOutlined from '@ant-design/icons/SolutionOutlined'
import { type ComponentType, createElement, lazy, type LazyExoticComponent } from 'react'

import type { ShellMenuEntry } from '@/shared/ui/layout/shellMenu'

export type PageComponent = LazyExoticComponent<ComponentType>

/** One entry of the sidebar (spec section 2, "Sidebar menu"). */
export interface MenuEntry {
  /** The full route path. */
  path: string
  titleKey: string
  icon?: ComponentType
  /** The screen behind the entry; an entry without one (and without visible children) is not shown. */
  page?: PageComponent
  /** The page's tag is pinned. */
  affix?: boolean
  children?: MenuEntry[]
}

const DashboardPage = lazy(() => import('./pages/DashboardPage'))
const StandardBookingPage = lazy(() => import('./pages/StandardBookingPage'))
const ProcessingBookingsPage = lazy(() => import('./pages/ProcessingBookingsPage'))
const UpcomingBookingsPage = lazy(() => import('./pages/UpcomingBookingsPage'))
const PastBookingsPage = lazy(() => import('./pages/PastBookingsPage'))
const FavouritesPage = lazy(() => import('./pages/FavouritesPage'))
const CalendarPage = lazy(() => import('./pages/CalendarPage'))
const FinderPage = lazy(() => import('./pages/FinderPage'))
const InvoicesPage = lazy(() => import('./pages/InvoicesPage'))
const VouchersPage = lazy(() => import('./pages/VouchersPage'))
const TimesheetPage = lazy(() => import('./pages/TimesheetPage'))
const ReviewPage = lazy(() => import('./pages/ReviewPage'))
const JobOfferPage = lazy(() => import('./pages/JobOfferPage'))
const SupportSubmitPage = lazy(() => import('./pages/SupportSubmitPage'))
const SupportListPage = lazy(() => import('./pages/SupportListPage'))

/**
 * The centre portal's fixed menu, the same for every centre user. Home comes
 * first; the rest is the spec's table. Entries get their `page` as their
 * screens are built, and appear in the sidebar from then on.
 */
export const CENTRE_MENU: readonly MenuEntry[] = [
  { path: '/dashboard', titleKey: 'menu.home', icon: HomeOutlined, page: DashboardPage, affix: true },
  {
    path: '/Create-Job',
    titleKey: 'menu.createJob',
    icon: FormOutlined,
    children: [{ path: '/Create-Job/Standard Booking', titleKey: 'menu.standardBooking', page: StandardBookingPage }],
  },
  {
    path: '/bookings',
    titleKey: 'menu.bookings',
    icon: ScheduleOutlined,
    children: [
      { path: '/bookings/Processing', titleKey: 'menu.processing', page: ProcessingBookingsPage },
      { path: '/bookings/Upcoming', titleKey: 'menu.upcoming', page: UpcomingBookingsPage },
      { path: '/bookings/Past', titleKey: 'menu.past', page: PastBookingsPage },
    ],
  },
  {
    path: '/Billing',
    titleKey: 'menu.billing',
    icon: AccountBookOutlined,
    children: [
      { path: '/Billing/Timesheet', titleKey: 'menu.timesheet', page: TimesheetPage },
      { path: '/Billing/Invoice', titleKey: 'menu.invoice', page: InvoicesPage },
      { path: '/Billing/Review', titleKey: 'menu.review', page: ReviewPage },
    ],
  },
  { path: '/Favourites/index', titleKey: 'menu.favourites', icon: HeartOutlined, page: FavouritesPage },
  { path: '/Calendar/index', titleKey: 'menu.calendar', icon: CalendarOutlined, page: CalendarPage },
  { path: '/UR-Free/index', titleKey: 'menu.jobOffer', icon: SolutionOutlined, page: JobOfferPage },
  { path: '/Finder/index', titleKey: 'menu.finder', icon: SearchOutlined, page: FinderPage },
  { path: '/Vouchers/index', titleKey: 'menu.vouchers', icon: GiftOutlined, page: VouchersPage },
  {
    path: '/support',
    titleKey: 'menu.support',
    icon: CustomerServiceOutlined,
    children: [
      { path: '/supportTicket/submit', titleKey: 'menu.requestSupport', page: SupportSubmitPage },
      { path: '/supportTicket/list', titleKey: 'menu.supportHistory', page: SupportListPage },
    ],
  },
]

/** The entries whose screens exist, and the groups that still hold one. */
export function visibleMenu(entries: readonly MenuEntry[]): MenuEntry[] {
  return entries.flatMap((entry): MenuEntry[] => {
    const children = entry.children ? visibleMenu(entry.children) : undefined
    if (children?.length) return [{ ...entry, children }]
    return entry.page ? [{ ...entry, children: undefined }] : []
  })
}

export interface MenuPage {
  path: string
  titleKey: string
  page: PageComponent
  affix: boolean
}

/** Every menu entry that has a screen, as a route. */
export function menuPages(entries: readonly MenuEntry[]): MenuPage[] {
  return entries.flatMap((entry) => [
    ...(entry.page ? [{ path: entry.path, titleKey: entry.titleKey, page: entry.page, affix: entry.affix ?? false }] : []),
    ...menuPages(entry.children ?? []),
  ])
}

/** The entries as the shell's side menu shows them. */
export function shellMenu(entries: readonly MenuEntry[]): ShellMenuEntry[] {
  return entries.map((entry) => ({
    path: entry.path,
    title: entry.titleKey,
    icon: entry.icon ? createElement(entry.icon) : undefined,
    children: entry.children ? shellMenu(entry.children) : undefined,
  }))
}
