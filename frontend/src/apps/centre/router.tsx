import { createElement, lazy } from 'react'
import { createHashRouter, Navigate, type RouteObject } from 'react-router'

import { withCatalogue } from '@/shared/i18n'
import { PageLoading } from '@/shared/ui/PageLoading'

import { CENTRE_MENU, menuPages } from './menu'
import { RootRoute } from './RootRoute'
import type { RouteHandle } from '@/shared/ui/layout/routeHandle'
import { sessionLoader } from './sessionLoader'

const CentreLayout = lazy(withCatalogue(() => import('./layout/CentreLayout')))
const LoginPage = lazy(() => import('./pages/LoginPage'))
const NotFoundPage = lazy(withCatalogue(() => import('./pages/NotFoundPage')))
const UnauthorizedPage = lazy(withCatalogue(() => import('./pages/UnauthorizedPage')))
const RedirectPage = lazy(withCatalogue(() => import('@/shared/ui/layout/RedirectPage')))
const AdvanceBookingPage = lazy(withCatalogue(() => import('./pages/AdvanceBookingPage')))
const MultipleBookingPage = lazy(withCatalogue(() => import('./pages/MultipleBookingPage')))
const BookingDetailPage = lazy(withCatalogue(() => import('./pages/BookingDetailPage')))
const NoticesPage = lazy(withCatalogue(() => import('./pages/NoticesPage')))
const FavouritesTeacherPage = lazy(withCatalogue(() => import('./pages/FavouritesTeacherPage')))
const PersonalCenterPage = lazy(withCatalogue(() => import('./pages/PersonalCenterPage')))
const SignUpPage = lazy(withCatalogue(() => import('./pages/SignUpPage')))
const SignUpMobilePhonePage = lazy(withCatalogue(() => import('./pages/SignUpMobilePhonePage')))
const SignUpGraphicalCodePage = lazy(withCatalogue(() => import('./pages/SignUpGraphicalCodePage')))
const SignUpDigitCodePage = lazy(withCatalogue(() => import('./pages/SignUpDigitCodePage')))
const SignUpInformationPage = lazy(withCatalogue(() => import('./pages/SignUpInformationPage')))
const SignUpEmailPage = lazy(withCatalogue(() => import('./pages/SignUpEmailPage')))
const SignUpEmailCodePage = lazy(withCatalogue(() => import('./pages/SignUpEmailCodePage')))
const SignUpThanksPage = lazy(withCatalogue(() => import('./pages/SignUpThanksPage')))
const SignUpWelcomePage = lazy(withCatalogue(() => import('./pages/SignUpWelcomePage')))
const ForgotPassword1Page = lazy(withCatalogue(() => import('./pages/ForgotPassword1Page')))
const ForgotPassword2Page = lazy(withCatalogue(() => import('./pages/ForgotPassword2Page')))
const ForgotPassword3Page = lazy(withCatalogue(() => import('./pages/ForgotPassword3Page')))
const MakeJobOfferPage = lazy(withCatalogue(() => import('./pages/MakeJobOfferPage')))
const SupportDetailPage = lazy(withCatalogue(() => import('./pages/SupportDetailPage')))
const HelpPage = lazy(withCatalogue(() => import('./pages/HelpPage')))

const signIn: RouteHandle = { titleKey: 'route.signIn' }

/** Sign-up and password recovery: open without a session (routeGuard.ts), outside the shell. */
const accountRoutes: RouteObject[] = [
  { path: 'signUp', element: <SignUpPage />, handle: { titleKey: 'signup.route.signUp' } },
  { path: 'mobilePhone', element: <SignUpMobilePhonePage />, handle: { titleKey: 'signup.route.mobilePhone' } },
  { path: 'loginGraphicalCode', element: <SignUpGraphicalCodePage />, handle: { titleKey: 'signup.route.graphicalCode' } },
  { path: 'digitCode', element: <SignUpDigitCodePage />, handle: { titleKey: 'signup.route.digitCode' } },
  { path: 'Information', element: <SignUpInformationPage />, handle: { titleKey: 'signup.route.information' } },
  { path: 'email', element: <SignUpEmailPage />, handle: { titleKey: 'signup.route.email' } },
  { path: 'emailCode', element: <SignUpEmailCodePage />, handle: { titleKey: 'signup.route.emailCode' } },
  { path: 'thanks', element: <SignUpThanksPage />, handle: { titleKey: 'signup.route.thanks' } },
  { path: 'welcome', element: <SignUpWelcomePage />, handle: { titleKey: 'signup.route.welcome' } },
  { path: 'forgotPassword1', element: <ForgotPassword1Page />, handle: { titleKey: 'passwordRecovery.route.account' } },
  { path: 'forgotPassword2', element: <ForgotPassword2Page />, handle: { titleKey: 'passwordRecovery.route.code' } },
  { path: 'forgotPassword3', element: <ForgotPassword3Page />, handle: { titleKey: 'passwordRecovery.route.password' } },
] satisfies (RouteObject & { handle: RouteHandle })[]

/** The pages reached from the menu, inside the shell. */
const pageRoutes: RouteObject[] = menuPages(CENTRE_MENU).map((page) => ({
  path: page.path.replace(/^\//, ''),
  element: createElement(page.page),
  handle: { titleKey: page.titleKey, affix: page.affix, noCache: true } satisfies RouteHandle,
}))

export const centreRoutes: RouteObject[] = [
  {
    id: 'root',
    element: <RootRoute />,
    loader: sessionLoader,
    // The session rules run before every navigation, not only when params change.
    shouldRevalidate: () => true,
    hydrateFallbackElement: <PageLoading fullscreen />,
    children: [
      { path: 'login', element: <LoginPage />, handle: signIn },
      { path: 'login2', element: <LoginPage />, handle: signIn },
      { path: '404', element: <NotFoundPage />, handle: { titleKey: 'route.notFound' } satisfies RouteHandle },
      { path: '401', element: <UnauthorizedPage />, handle: { titleKey: 'route.unauthorized' } satisfies RouteHandle },
      ...accountRoutes,
      {
        element: <CentreLayout />,
        children: [
          { index: true, element: <Navigate to="/dashboard" replace /> },
          ...pageRoutes,
          // Job creation's other two pages: reached by the switch on Standard Booking, not from the menu.
          {
            path: 'Create-Job/Advance-Booking',
            element: <AdvanceBookingPage />,
            handle: { titleKey: 'jobCreation.route.advance', noCache: true } satisfies RouteHandle,
          },
          {
            path: 'Create-Job/Multiple-Booking',
            element: <MultipleBookingPage />,
            handle: { titleKey: 'jobCreation.route.multiple', noCache: true } satisfies RouteHandle,
          },
          // Make A Permanent Job Offer: from Job Offer, and as job creation's UR-Free entry.
          {
            path: 'job/ur-free-add',
            element: <MakeJobOfferPage />,
            handle: { titleKey: 'jobOffers.route.add', noCache: true } satisfies RouteHandle,
          },
          {
            path: 'Create-Job/URFree-Job-Seekers',
            element: <MakeJobOfferPage />,
            handle: { titleKey: 'jobOffers.route.add', noCache: true } satisfies RouteHandle,
          },
          // Ticket Detail (hidden), opened from Support History.
          {
            path: 'supportTicket/detail/:ticketNo',
            element: <SupportDetailPage />,
            handle: { titleKey: 'supportTickets.route.detail', noCache: true } satisfies RouteHandle,
          },
          { path: 'Processing', element: <Navigate to="/bookings/Processing" replace /> },
          {
            path: 'bookings/detail/:bookingId',
            element: <BookingDetailPage />,
            handle: { titleKey: 'bookings.detail.pageTitle', noCache: true } satisfies RouteHandle,
          },
          {
            path: 'job/message',
            element: <NoticesPage />,
            handle: { titleKey: 'noticeList.pageTitle', noCache: true } satisfies RouteHandle,
          },
          // Favourites Teacher: finding teachers to add, opened from Favourites (hidden from the menu).
          {
            path: 'job/favouritesTeacher',
            element: <FavouritesTeacherPage />,
            handle: { titleKey: 'favourites.teacherPage.title', noCache: true } satisfies RouteHandle,
          },
          // The Personal Center: opened from the avatar and name in the top bar, not from the menu.
          {
            path: 'profile/index',
            element: <PersonalCenterPage />,
            handle: { titleKey: 'personalCenter.title', noCache: true } satisfies RouteHandle,
          },
          // Help: opened from the question mark in the top bar, not from the menu (the spec fixes the menu).
          { path: 'help', element: <HelpPage />, handle: { titleKey: 'help.pageTitle', noCache: true } satisfies RouteHandle },
          { path: 'redirect/*', element: <RedirectPage />, handle: { hidden: true } satisfies RouteHandle },
        ],
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
]

export function createCentreRouter() {
  return createHashRouter(centreRoutes)
}
