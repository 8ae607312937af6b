import MenuFoldOutlined from '@ant-design/icons/MenuFoldOutlined'
import MenuUnfoldOutlined from '@ant-design/icons/MenuUnfoldOutlined'
import SettingOutlined from '@ant-design/icons/SettingOutlined'
import Avatar from 'antd/es/avatar'
import Button from 'antd/es/button'
import Flex from 'antd/es/flex'
import Tooltip from 'antd/es/tooltip'
import Typography from 'antd/es/typography'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

import { NoticeBell } from '@/features/notices/components/NoticeBell'
import type { SessionUser } from '@/shared/session/types'
import { LanguageSwitch } from '@/shared/ui/LanguageSwitch'

import { Breadcrumbs } from './Breadcrumbs'
import { SignOutButton } from './SignOutButton'

interface TopBarProps {
  user: SessionUser | null
  sidebarOpen: boolean
  isMobile: boolean
  onToggleSidebar: () => void
  onOpenSettings: () => void
  onSignOut: () => Promise<void>
}

export function TopBar({ user, sidebarOpen, isMobile, onToggleSidebar, onOpenSettings, onSignOut }: TopBarProps) {
  const { t } = useTranslation()
  const toggleLabel = sidebarOpen ? t('layout.collapseSidebar') : t('layout.expandSidebar')

  return (
    <header className="top-bar">
      <Flex align="center" gap={8} className="top-bar__start">
        <Button
          type="text"
          className="top-bar__action"
          aria-label={toggleLabel}
          aria-expanded={sidebarOpen}
          onClick={onToggleSidebar}
          icon={
            sidebarOpen ? <MenuFoldOutlined className="top-bar__icon" /> : <MenuUnfoldOutlined className="top-bar__icon" />
          }
        />
        {!isMobile && <Breadcrumbs />}
      </Flex>
      <Flex align="center" gap={4} className="top-bar__end">
        <NoticeBell enabled={user !== null} to="/job/message" />
        <LanguageSwitch className="top-bar__action" />
        <Tooltip title={t('layout.settings')} placement="bottom">
          <Button
            type="text"
            className="top-bar__action"
            aria-label={t('layout.settings')}
            onClick={onOpenSettings}
            icon={<SettingOutlined className="top-bar__icon" />}
          />
        </Tooltip>
        {user && (
          // The avatar and name open the Personal Center.
          <Link to="/profile/index" title={t('personalCenter.openFromTopBar')} data-testid="top-bar-profile">
            <Flex align="center" gap={8} className="top-bar__user">
              <Avatar size="small" src={user.avatar || undefined} className="top-bar__avatar">
                {user.realName.slice(0, 1).toUpperCase()}
              </Avatar>
              {!isMobile && (
                <Typography.Text className="top-bar__user-name" ellipsis>
                  {user.realName}
                </Typography.Text>
              )}
            </Flex>
          </Link>
        )}
        <SignOutButton onSignOut={onSignOut} />
      </Flex>
    </header>
  )
}
