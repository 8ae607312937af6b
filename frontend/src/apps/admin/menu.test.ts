import { describe, expect, it } from 'vitest'

import type { AuthorityMenu } from '@/shared/authority/authority'

import { buildConsoleMenu, componentOf, landingPage, pageAt } from './menu'

let nextId = 1
function item(changes: Partial<AuthorityMenu> & Pick<AuthorityMenu, 'type' | 'title'>): AuthorityMenu {
  const id = changes.id ?? nextId++
  return {
    id,
    parentId: null,
    titleZh: `${changes.title}（中）`,
    icon: null,
    sort: id,
    route: null,
    component: null,
    permission: null,
    visible: true,
    cache: false,
    externalLink: false,
    builtIn: true,
    ...changes,
  }
}

const dashboard = item({ id: 1, type: 1, title: 'Dashboard', route: '/dashboard', component: 'dashboard', icon: 'dashboard' })
const authority = item({ id: 10, type: 0, title: 'Authority', route: '/authority', icon: 'safety', sort: 5 })
const staff = item({ id: 11, type: 1, parentId: 10, title: 'Staff', route: '/authority/staff', component: 'authority/staff', sort: 2 })
const roles = item({ id: 12, type: 1, parentId: 10, title: 'Roles', route: '/authority/roles', component: 'authority/roles', sort: 1 })
const staffEdit = item({ id: 13, type: 2, parentId: 11, title: 'Add and edit staff', permission: 'staff:edit' })
const system = item({ id: 20, type: 0, title: 'System', route: '/system', icon: 'setting', sort: 9 })
const health = item({ id: 21, type: 1, parentId: 20, title: 'Health', route: '/system/health', component: 'system/health' })

const built = new Set(['dashboard', 'authority/staff', 'authority/roles'])
const hasScreen = (component: string) => built.has(component)

describe('buildConsoleMenu', () => {
  it('sorts each level, titles entries in both languages and leaves buttons out', () => {
    const { side } = buildConsoleMenu([system, staffEdit, staff, authority, roles, dashboard], hasScreen)
    expect(side.map((entry) => entry.path)).toEqual(['/dashboard', '/authority'])
    expect(side[1]?.children?.map((entry) => entry.path)).toEqual(['/authority/roles', '/authority/staff'])
    expect(side[0]?.title).toEqual({ en: 'Dashboard', 'zh-CN': 'Dashboard（中）' })
    expect(side[0]?.icon).toBeTruthy()
  })

  it('leaves out menus whose screen this version lacks, and directories left empty', () => {
    const { side, pages } = buildConsoleMenu([dashboard, system, health], hasScreen)
    expect(side.map((entry) => entry.path)).toEqual(['/dashboard'])
    expect(pages.map((page) => page.path)).toEqual(['/dashboard'])
  })

  it('routes hidden menus without showing them, and hides what is under a hidden directory', () => {
    const hiddenStaff = { ...staff, visible: false }
    const hiddenAuthority = { ...authority, visible: false }
    const one = buildConsoleMenu([authority, hiddenStaff, roles], hasScreen)
    expect(one.side[0]?.children?.map((entry) => entry.path)).toEqual(['/authority/roles'])
    expect(one.pages.map((page) => page.path)).toEqual(['/authority/roles', '/authority/staff'])
    const two = buildConsoleMenu([hiddenAuthority, staff, roles], hasScreen)
    expect(two.side).toEqual([])
    expect(two.pages).toHaveLength(2)
  })

  it('joins a relative route to its parent and opens an external link in a new window', () => {
    const relative = item({ type: 1, parentId: 10, title: 'Roles', route: 'roles', component: 'authority/roles' })
    const link = item({ type: 1, title: 'Handbook', route: 'https://example.org/handbook', externalLink: true })
    const { side, pages } = buildConsoleMenu([authority, relative, link], hasScreen)
    expect(pages.map((page) => page.path)).toEqual(['/authority/roles'])
    expect(side.find((entry) => entry.external)).toEqual(
      expect.objectContaining({ path: 'https://example.org/handbook', external: true }),
    )
  })

  it('names a screen by its component, else its route', () => {
    expect(componentOf({ component: 'authority/staff', route: '/x' })).toBe('authority/staff')
    expect(componentOf({ component: null, route: '/authority/staff' })).toBe('authority/staff')
  })

  it('puts an item whose parent the staff member does not hold at the top', () => {
    const { side } = buildConsoleMenu([roles], hasScreen)
    expect(side.map((entry) => entry.path)).toEqual(['/authority/roles'])
  })
})

describe('pages', () => {
  const menu = buildConsoleMenu([dashboard, authority, staff, roles], hasScreen)

  it('are found by address in any case, a trailing slash ignored', () => {
    expect(pageAt(menu.pages, '/Authority/Staff/')?.component).toBe('authority/staff')
    expect(pageAt(menu.pages, '/authority/menus')).toBeUndefined()
  })

  it('land on the dashboard when held, else on the first page', () => {
    expect(landingPage(menu)?.path).toBe('/dashboard')
    expect(landingPage(buildConsoleMenu([authority, staff, roles], hasScreen))?.path).toBe('/authority/roles')
    expect(landingPage(buildConsoleMenu([], hasScreen))).toBeUndefined()
  })
})
