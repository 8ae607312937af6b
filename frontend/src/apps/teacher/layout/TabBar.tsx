import BellOutlined from '@ant-design/icons/BellOutlined'
import CalendarOutlined from '@ant-design/icons/CalendarOutlined'
import MailOutlined from '@ant-design/icons/MailOutlined'
import ScheduleOutlined from '@ant-design/icons/ScheduleOutlined'
import UserOutlined from '@ant-design/icons/UserOutlined'
import Badge from 'antd/es/badge'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router'

import { config } from '@/shared/config'
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden'

interface Tab {
  path: string
  labelKey: string
  icon: ReactNode
}

const TABS: readonly Tab[] = [
  { path: '/invites', labelKey: 'teacherApp.tabs.invites', icon: <MailOutlined /> },
  { path: '/jobs', labelKey: 'teacherApp.tabs.jobs', icon: <ScheduleOutlined /> },
  { path: '/availability', labelKey: 'teacherApp.tabs.availability', icon: <CalendarOutlined /> },
  { path: '/notices', labelKey: 'teacherApp.tabs.notices', icon: <BellOutlined /> },
  { path: '/me', labelKey: 'teacherApp.tabs.me', icon: <UserOutlined /> },
]

interface TabBarProps {
  unreadNotices: number
  openInvites: number
}

/** The phone's bottom tab bar: Invites, Jobs, Availability, Notices (with the unread count) and Me. */
export function TabBar({ unreadNotices, openInvites }: TabBarProps) {
  const { t } = useTranslation()
  const counts: Record<string, number> = { '/notices': unreadNotices, '/invites': openInvites }

  return (
    <nav className="teacher-tabbar" aria-label={t('teacherApp.tabs.label')}>
      {TABS.map((tab) => {
        const count = counts[tab.path] ?? 0
        const label = t(tab.labelKey)
        return (
          <NavLink
            key={tab.path}
            to={tab.path}
            className={({ isActive }) => (isActive ? 'teacher-tab teacher-tab--active' : 'teacher-tab')}
          >
            {/* The tab's name is its visible label, with the count for screen readers ("Notices (2)"). */}
            <span aria-hidden>
              <Badge
                count={count}
                size="small"
                overflowCount={config.layout.unreadBadgeCap}
                dot={tab.path === '/invites' && count > 0}
                offset={[2, 0]}
              >
                <span className="teacher-tab__icon">{tab.icon}</span>
              </Badge>
            </span>
            <span className="teacher-tab__label">
              {label}
              {count > 0 && <VisuallyHidden>{t('teacherApp.tabs.count', { number: count })}</VisuallyHidden>}
            </span>
          </NavLink>
        )
      })}
    </nav>
  )
}
