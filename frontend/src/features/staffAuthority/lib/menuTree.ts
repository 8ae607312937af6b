import { type AuthorityMenu, MenuType } from '@/shared/authority/authority'

/** A menu item with the items under it, each level in menu order. */
export type MenuNode = AuthorityMenu & { children?: MenuNode[] }

function bySort(a: AuthorityMenu, b: AuthorityMenu): number {
  return a.sort - b.sort || a.id - b.id
}

/** The flat list as a tree; an item whose parent is missing sits at the top. */
export function menuTree(menus: readonly AuthorityMenu[]): MenuNode[] {
  const ids = new Set(menus.map((menu) => menu.id))
  const below = new Map<number | null, AuthorityMenu[]>()
  for (const menu of menus) {
    const parent = menu.parentId !== null && ids.has(menu.parentId) ? menu.parentId : null
    below.set(parent, [...(below.get(parent) ?? []), menu])
  }
  const build = (parent: number | null): MenuNode[] =>
    [...(below.get(parent) ?? [])].sort(bySort).map((menu) => {
      const children = build(menu.id)
      return children.length ? { ...menu, children } : { ...menu }
    })
  return build(null)
}

function parentsOf(menus: readonly AuthorityMenu[]): Map<number, number | null> {
  return new Map(menus.map((menu) => [menu.id, menu.parentId]))
}

/** The ids of an item and everything under it. */
export function withDescendants(menus: readonly AuthorityMenu[], id: number): number[] {
  const found = [id]
  for (let index = 0; index < found.length; index += 1) {
    const current = found[index]
    for (const menu of menus) if (menu.parentId === current && !found.includes(menu.id)) found.push(menu.id)
  }
  return found
}

/** The ids of the items above one, nearest first. */
export function ancestors(menus: readonly AuthorityMenu[], id: number): number[] {
  const parents = parentsOf(menus)
  const found: number[] = []
  let current = parents.get(id) ?? null
  while (current !== null && !found.includes(current)) {
    found.push(current)
    current = parents.get(current) ?? null
  }
  return found
}

/**
 * A role's menus after ticking or unticking one item in the tree: ticking
 * takes what is under it and the items above it (a button is reached through
 * its menu and directory); unticking drops it and what is under it, and
 * leaves the items above as they are.
 */
export function toggleMenu(menus: readonly AuthorityMenu[], chosen: readonly number[], id: number, on: boolean): number[] {
  const set = new Set(chosen)
  if (on) {
    for (const each of [...withDescendants(menus, id), ...ancestors(menus, id)]) set.add(each)
  } else {
    for (const each of withDescendants(menus, id)) set.delete(each)
  }
  return menus.filter((menu) => set.has(menu.id)).map((menu) => menu.id)
}

/**
 * Where an item of a kind may sit (backend rules `placement_allowed`): a
 * directory or a menu at the top or in a directory, a button on a menu; never
 * under itself or what is under it.
 */
export function parentChoices(menus: readonly AuthorityMenu[], type: number, editingId: number | null): AuthorityMenu[] {
  const excluded = new Set(editingId === null ? [] : withDescendants(menus, editingId))
  const wanted = type === MenuType.button ? MenuType.menu : MenuType.directory
  return menus.filter((menu) => menu.type === wanted && !excluded.has(menu.id))
}

/** Whether an item of a kind may sit at the top (buttons may not). */
export function mayBeTopLevel(type: number): boolean {
  return type !== MenuType.button
}
