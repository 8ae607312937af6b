import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet } from 'react-router'

import { useUnreadNotices } from '@/features/notices/api/unreadNotices'
import { useInviteList } from '@/features/teacherInvites/api/inviteList'
import { useTeacherProfile } from '@/features/teacherProfile/api/teacherProfile'
import { useAccountLanguage } from '@/shared/i18n/accountLanguage'
import { useLiveUpdates } from '@/shared/live/useLiveUpdates'
import { sessionUserOf, teacherSession } from '@/shared/session/teacherSession'

import { useRouteHandle } from '../routeHandle'
import { TEACHER_REFRESHES } from './liveRefreshes'
import { TabBar } from './TabBar'
import { TeacherHeader } from './TeacherHeader'

/**
 * The signed-in app: a title bar (with a back arrow on pages under a tab),
 * the page, and the bottom tab bar. Keeps the saved teacher's approval state
 * current from the profile. Live updates refresh its views.
 */
export default function TeacherLayout() {
  const { t } = useTranslation()
  const { titleKey, back } = useRouteHandle()
  const profile = useTeacherProfile()
  const unread = useUnreadNotices()
  const openInvites = useInviteList('open')
  useAccountLanguage(true)
  useLiveUpdates(true, TEACHER_REFRESHES)

  useEffect(() => {
    if (profile.data) teacherSession.updateUser(sessionUserOf(profile.data))
  }, [profile.data])

  return (
    <div className="teacher-app">
      <TeacherHeader title={titleKey ? t(titleKey) : t('teacherApp.name')} back={back} />
      <main className="teacher-main">
        <Outlet />
      </main>
      <TabBar
        unreadNotices={unread.data?.userUnReadNotices ?? 0}
        openInvites={openInvites.data?.pages[0]?.total ?? 0}
      />
    </div>
  )
}
