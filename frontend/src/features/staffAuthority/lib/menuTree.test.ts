import { describe, expect, it } from 'vitest'

import type { AuthorityMenu } from '@/shared/authority/authority'

import { ancestors, menuTree, parentChoices, toggleMenu, withDescendants } from './menuTree'

function item(id: number, type: number, parentId: number | null, sort = id): AuthorityMenu {
  return {
    id,
    parentId,
    type,
    title: `Item ${id}`,
    titleZh: `项 ${id}`,
    icon: null,
    sort,
    route: null,
    component: null,
    permission: null,
    visible: true,
    cache: false,
    externalLink: false,
    builtIn: true,
  }
}

// 1 Dashboard; 10 Authority > 11 Staff > 12 Add staff, 13 Roles > 14 Edit roles
const menus = [item(1, 1, null), item(10, 0, null), item(13, 1, 10, 1), item(11, 1, 10, 2), item(12, 2, 11), item(14, 2, 13)]

describe('menuTree', () => {
  it('nests the items and sorts each level', () => {
    const tree = menuTree(menus)
    expect(tree.map((node) => node.id)).toEqual([1, 10])
    expect(tree[1]?.children?.map((node) => node.id)).toEqual([13, 11])
    expect(tree[1]?.children?.[1]?.children?.map((node) => node.id)).toEqual([12])
    expect(tree[0]?.children).toBeUndefined()
  })

  it('finds what is under and above an item', () => {
    expect(withDescendants(menus, 10).sort()).toEqual([10, 11, 12, 13, 14])
    expect(ancestors(menus, 12)).toEqual([11, 10])
  })
})

describe('toggleMenu', () => {
  it('ticks a button with its menu and directory', () => {
    expect(toggleMenu(menus, [1], 12, true)).toEqual([1, 10, 11, 12])
  })

  it('ticks a directory with everything under it', () => {
    expect(toggleMenu(menus, [], 10, true)).toEqual([10, 13, 11, 12, 14])
  })

  it('unticks an item with what is under it, keeping what is above', () => {
    expect(toggleMenu(menus, [10, 11, 12, 13, 14], 11, false)).toEqual([10, 13, 14])
    expect(toggleMenu(menus, [10, 11, 12], 12, false)).toEqual([10, 11])
  })
})

describe('parentChoices', () => {
  it('offers directories to directories and menus, menus to buttons, never the item itself or below', () => {
    expect(parentChoices(menus, 1, null).map((menu) => menu.id)).toEqual([10])
    expect(parentChoices(menus, 2, null).map((menu) => menu.id)).toEqual([1, 13, 11])
    expect(parentChoices(menus, 0, 10).map((menu) => menu.id)).toEqual([])
  })
})
