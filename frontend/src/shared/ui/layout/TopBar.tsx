import MenuFoldOutlined from '@ant-design/icons/MenuFoldOutlined'
import MenuUnfoldOutlined from '@ant-design/icons/MenuUnfoldOutlined'
import SettingOutlined from '@ant-design/icons/SettingOutlined'
import Avatar from 'antd/es/avatar'
import Button from 'antd/es/button'
import Flex from 'antd/es/flex'
import Tooltip from 'antd/es/tooltip'
import Typography from 'antd/es/typography'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

import { LanguageSwitch } from '../LanguageSwitch'
import { SignOutButton } from './SignOutButton'

/** Who is signed in, as the top bar shows them. */
export interface ShellUser {
  name: string
  avatar?: string | null
}

interface TopBarProps {
  user: ShellUser | null
  /** Where the avatar and name lead (the account's own page), and the link's title. */
  profile?: { to: string; title: string }
  /** Before the language switch (the centre portal's notice bell). */
  actions?: ReactNode
  breadcrumbs: ReactNode
  sidebarOpen: boolean
  isMobile: boolean
  onToggleSidebar: () => void
  onOpenSettings: () => void
  onSignOut: () => Promise<void>
}

export function TopBar({
  user,
  profile,
  actions,
  breadcrumbs,
  sidebarOpen,
  isMobile,
  onToggleSidebar,
  onOpenSettings,
  onSignOut,
}: TopBarProps) {
  const { t } = useTranslation()
  const toggleLabel = sidebarOpen ? t('layout.collapseSidebar') : t('layout.expandSidebar')

  const who = user && (
    <Flex align="center" gap={8} className="top-bar__user">
      <Avatar size="small" src={user.avatar || undefined} className="top-bar__avatar">
        {user.name.slice(0, 1).toUpperCase()}
      </Avatar>
      {!isMobile && (
        <Typography.Text className="top-bar__user-name" ellipsis>
          {user.name}
        </Typography.Text>
      )}
    </Flex>
  )

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
        {!isMobile && breadcrumbs}
      </Flex>
      <Flex align="center" gap={4} className="top-bar__end">
        {actions}
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
        {who &&
          (profile ? (
            <Link to={profile.to} title={profile.title} data-testid="top-bar-profile">
              {who}
            </Link>
          ) : (
            who
          ))}
        <SignOutButton onSignOut={onSignOut} />
      </Flex>
    </header>
  )
}
