import { useTranslation } from 'react-i18next'

import { AgreementDialog } from '@/features/agreement/components/AgreementDialog'
import { HelpButton } from '@/features/help/components/HelpButton'
import { NoticeBell } from '@/features/notices/components/NoticeBell'
import { useSignOut } from '@/features/session/lib/useSignOut'
import { useAccountLanguage } from '@/shared/i18n/accountLanguage'
import { useLiveUpdates } from '@/shared/live/useLiveUpdates'
import { session, useSession } from '@/shared/session/sessionStore'
import { useRoutePage } from '@/shared/ui/layout/routeHandle'
import { ShellLayout } from '@/shared/ui/layout/ShellLayout'

import { CENTRE_MENU, menuPages, shellMenu, visibleMenu } from '../menu'
import { CENTRE_REFRESHES } from './liveRefreshes'

const HOME = { path: '/dashboard', title: 'menu.home' }
const sideMenu = shellMenu(visibleMenu(CENTRE_MENU))
const pinned = menuPages(CENTRE_MENU)
  .filter((page) => page.affix)
  .map((page) => ({ path: page.path, fullPath: page.path, title: page.titleKey, affix: true }))

/** The centre portal's signed-in shell: the spec's menu, the Help button, the notice bell and the agreement dialog; live updates refresh its views. */
export default function CentreLayout() {
  const { t } = useTranslation()
  const { user } = useSession()
  useAccountLanguage(user !== null)
  useLiveUpdates(user !== null, CENTRE_REFRESHES)
  const signOut = useSignOut(session)
  const current = useRoutePage()

  return (
    <ShellLayout
      menu={sideMenu}
      current={current}
      home={HOME}
      pinned={pinned}
      brandName={user?.realName}
      user={user && { name: user.realName, avatar: user.avatar }}
      profile={{ to: '/profile/index', title: t('personalCenter.openFromTopBar') }}
      actions={
        <>
          <HelpButton to="/help" />
          <NoticeBell enabled={user !== null} to="/job/message" />
        </>
      }
      onSignOut={signOut}
      overlays={
        <AgreementDialog
          open={user !== null && user.agreed !== 1}
          onAccepted={() => session.updateUser({ agreed: 1 })}
          onDeclined={signOut}
        />
      }
    />
  )
}
