import Menu from 'antd/es/menu'
import type { MenuProps } from 'antd/es/menu'
import { createElement, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'

import { CENTRE_MENU, type MenuEntry, menuTrail, openGroupsFor, visibleMenu } from '../menu'

type MenuItem = NonNullable<MenuProps['items']>[number]

interface SideMenuProps {
  collapsed: boolean
  /** Keep one submenu open at a time. */
  uniqueOpened: boolean
  /** Called after an entry was chosen (the mobile drawer closes). */
  onNavigate?: () => void
}

const shownMenu = visibleMenu(CENTRE_MENU)

export function SideMenu({ collapsed, uniqueOpened, onNavigate }: SideMenuProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const trail = menuTrail(shownMenu, pathname)
  const selected = trail.at(-1)?.path
  const [openKeys, setOpenKeys] = useState<string[]>(() => openGroupsFor(shownMenu, pathname, [], uniqueOpened))
  const [openedFor, setOpenedFor] = useState(pathname)

  // Reaching a page by a link or a typed address opens its group, as choosing it in the menu does.
  if (openedFor !== pathname) {
    setOpenedFor(pathname)
    setOpenKeys(openGroupsFor(shownMenu, pathname, openKeys, uniqueOpened))
  }

  const items = useMemo(() => {
    const toItem = (entry: MenuEntry): MenuItem => ({
      key: entry.path,
      icon: entry.icon ? createElement(entry.icon) : undefined,
      label: t(entry.titleKey),
      children: entry.children?.map(toItem),
    })
    return shownMenu.map(toItem)
  }, [t])

  const onOpenChange = (keys: string[]) => {
    if (!uniqueOpened) {
      setOpenKeys(keys)
      return
    }
    const opened = keys.find((key) => !openKeys.includes(key))
    setOpenKeys(opened ? menuTrail(shownMenu, opened).map((entry) => entry.path) : keys)
  }

  return (
    <Menu
      mode="inline"
      theme="dark"
      className="side-menu"
      items={items}
      selectedKeys={selected ? [selected] : []}
      openKeys={collapsed ? undefined : openKeys}
      onOpenChange={onOpenChange}
      inlineCollapsed={collapsed}
      onClick={({ key }) => {
        void navigate(key)
        onNavigate?.()
      }}
    />
  )
}
