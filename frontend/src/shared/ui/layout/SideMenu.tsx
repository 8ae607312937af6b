import Menu from 'antd/es/menu'
import type { MenuProps } from 'antd/es/menu'
import { useMemo, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'

import { menuEntries, menuTrail, openGroupsFor, type ShellMenuEntry } from './shellMenu'
import { useTitleText } from './title'

type MenuItem = NonNullable<MenuProps['items']>[number]

interface SideMenuProps {
  /** The entries to show (the app has already left out what the user may not see). */
  menu: readonly ShellMenuEntry[]
  collapsed: boolean
  /** Keep one submenu open at a time. */
  uniqueOpened: boolean
  /** Called after an entry was chosen (the mobile drawer closes). */
  onNavigate?: () => void
}

export function SideMenu({ menu, collapsed, uniqueOpened, onNavigate }: SideMenuProps) {
  const titleText = useTitleText()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const trail = menuTrail(menu, pathname)
  const selected = trail.at(-1)?.path
  const [openKeys, setOpenKeys] = useState<string[]>(() => openGroupsFor(menu, pathname, [], uniqueOpened))
  const [openedFor, setOpenedFor] = useState(pathname)

  // Reaching a page by a link or a typed address opens its group, as choosing it in the menu does.
  if (openedFor !== pathname) {
    setOpenedFor(pathname)
    setOpenKeys(openGroupsFor(menu, pathname, openKeys, uniqueOpened))
  }

  const items = useMemo(() => {
    const toItem = (entry: ShellMenuEntry): MenuItem => ({
      key: entry.path,
      icon: entry.icon,
      label: titleText(entry.title),
      children: entry.children?.map(toItem),
    })
    return menu.map(toItem)
  }, [menu, titleText])

  const externals = useMemo(
    () => new Set(menuEntries(menu).filter((entry) => entry.external).map((entry) => entry.path)),
    [menu],
  )

  const onOpenChange = (keys: string[]) => {
    if (!uniqueOpened) {
      setOpenKeys(keys)
      return
    }
    const opened = keys.find((key) => !openKeys.includes(key))
    setOpenKeys(opened ? menuTrail(menu, opened).map((entry) => entry.path) : keys)
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
        if (externals.has(key)) window.open(key, '_blank', 'noopener,noreferrer')
        else void navigate(key)
        onNavigate?.()
      }}
    />
  )
}
