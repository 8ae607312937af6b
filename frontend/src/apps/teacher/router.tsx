import { lazy } from 'react'
import { createHashRouter, Navigate, type RouteObject } from 'react-router'

import { RECOVERY_PATHS, type RecoveryStep } from '@/features/passwordRecovery/lib/recoveryStore'
import { TEACHER_SIGNUP_PATHS, type TeacherSignupStep } from '@/features/signup/lib/teacherSignupSteps'
import { withCatalogue } from '@/shared/i18n'
import { PageLoading } from '@/shared/ui/PageLoading'

import { RootRoute } from './RootRoute'
import { HOME_PATH } from './routeGuard'
import type { TeacherRouteHandle } from './routeHandle'
import { sessionLoader } from './sessionLoader'

const TeacherLayout = lazy(withCatalogue(() => import('./layout/TeacherLayout')))
const LoginPage = lazy(() => import('./pages/LoginPage'))
const InvitesPage = lazy(withCatalogue(() => import('./pages/InvitesPage')))
const JobsPage = lazy(withCatalogue(() => import('./pages/JobsPage')))
const AvailabilityPage = lazy(withCatalogue(() => import('./pages/AvailabilityPage')))
const NoticesPage = lazy(withCatalogue(() => import('./pages/NoticesPage')))
const MePage = lazy(withCatalogue(() => import('./pages/MePage')))
const DetailsPage = lazy(withCatalogue(() => import('./pages/DetailsPage')))
const HomeLocationPage = lazy(withCatalogue(() => import('./pages/HomeLocationPage')))
const DocumentsPage = lazy(withCatalogue(() => import('./pages/DocumentsPage')))
const ErrorPage = lazy(withCatalogue(() => import('./pages/ErrorPage')))
const OffersPage = lazy(withCatalogue(() => import('./pages/OffersPage')))
const OfferDetailPage = lazy(withCatalogue(() => import('./pages/OfferDetailPage')))
const SignupPage = lazy(withCatalogue(() => import('./pages/SignupPage')))
const ForgotPasswordPage = lazy(withCatalogue(() => import('./pages/ForgotPasswordPage')))
const SetupPage = lazy(withCatalogue(() => import('./pages/SetupPage')))
const SetupStepPage = lazy(withCatalogue(() => import('./pages/SetupStepPage')))
const BankPage = lazy(withCatalogue(() => import('./pages/BankPage')))
const PasswordPage = lazy(withCatalogue(() => import('./pages/PasswordPage')))
const HelpPage = lazy(withCatalogue(() => import('./pages/HelpPage')))
const CalendarFeedPage = lazy(withCatalogue(() => import('./pages/CalendarFeedPage')))

const handle = (value: TeacherRouteHandle) => value

const signupRoutes: RouteObject[] = (Object.keys(TEACHER_SIGNUP_PATHS) as TeacherSignupStep[]).map((step) => ({
  path: TEACHER_SIGNUP_PATHS[step].slice(1),
  element: <SignupPage step={step} />,
  handle: handle({ titleKey: 'teacherApp.route.signUp' }),
}))

const recoveryRoutes: RouteObject[] = (Object.keys(RECOVERY_PATHS) as RecoveryStep[]).map((step) => ({
  path: RECOVERY_PATHS[step].slice(1),
  element: <ForgotPasswordPage step={step} />,
  handle: handle({ titleKey: 'teacherApp.route.forgotPassword' }),
}))

export const teacherRoutes: RouteObject[] = [
  {
    id: 'root',
    element: <RootRoute />,
    loader: sessionLoader,
    // The session rules run before every navigation, not only when params change.
    shouldRevalidate: () => true,
    hydrateFallbackElement: <PageLoading fullscreen />,
    children: [
      { path: 'login', element: <LoginPage />, handle: handle({ titleKey: 'teacherApp.route.signIn' }) },
      ...signupRoutes,
      ...recoveryRoutes,
      { path: 'setup', element: <SetupPage />, handle: handle({ titleKey: 'teacherApp.route.setup' }) },
      { path: 'setup/:item', element: <SetupStepPage />, handle: handle({ titleKey: 'teacherApp.route.setup' }) },
      {
        path: '404',
        element: <ErrorPage kind="notFound" />,
        handle: handle({ titleKey: 'teacherApp.route.notFound' }),
      },
      {
        path: '401',
        element: <ErrorPage kind="unauthorized" />,
        handle: handle({ titleKey: 'teacherApp.route.unauthorized' }),
      },
      {
        element: <TeacherLayout />,
        children: [
          { index: true, element: <Navigate to={HOME_PATH} replace /> },
          { path: 'invites', element: <InvitesPage />, handle: handle({ titleKey: 'teacherApp.tabs.invites' }) },
          { path: 'jobs', element: <JobsPage />, handle: handle({ titleKey: 'teacherApp.tabs.jobs' }) },
          {
            path: 'availability',
            element: <AvailabilityPage />,
            handle: handle({ titleKey: 'teacherApp.tabs.availability' }),
          },
          { path: 'notices', element: <NoticesPage />, handle: handle({ titleKey: 'teacherApp.tabs.notices' }) },
          { path: 'me', element: <MePage />, handle: handle({ titleKey: 'teacherApp.tabs.me' }) },
          {
            path: 'me/details',
            element: <DetailsPage />,
            handle: handle({ titleKey: 'teacherApp.route.details', back: '/me' }),
          },
          {
            path: 'me/home',
            element: <HomeLocationPage />,
            handle: handle({ titleKey: 'teacherApp.route.home', back: '/me' }),
          },
          {
            path: 'offers',
            element: <OffersPage />,
            handle: handle({ titleKey: 'teacherOffers.route.list', back: '/me' }),
          },
          {
            path: 'offers/:offerId',
            element: <OfferDetailPage />,
            handle: handle({ titleKey: 'teacherOffers.route.detail', back: '/offers' }),
          },
          {
            path: 'me/bank',
            element: <BankPage />,
            handle: handle({ titleKey: 'teacherApp.route.bank', back: '/me' }),
          },
          {
            path: 'me/password',
            element: <PasswordPage />,
            handle: handle({ titleKey: 'teacherApp.route.password', back: '/me' }),
          },
          {
            path: 'me/help',
            element: <HelpPage />,
            handle: handle({ titleKey: 'help.pageTitle', back: '/me' }),
          },
          {
            path: 'me/documents',
            element: <DocumentsPage />,
            handle: handle({ titleKey: 'teacherApp.route.documents', back: '/me' }),
          },
          {
            path: 'me/calendar',
            element: <CalendarFeedPage />,
            handle: handle({ titleKey: 'calendarFeed.menu.title', back: '/me' }),
          },
        ],
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
]

export function createTeacherRouter() {
  return createHashRouter(teacherRoutes)
}
