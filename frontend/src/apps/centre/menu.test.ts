import { lazy } from 'react'
import { describe, expect, it } from 'vitest'

import { menuTrail, openGroupsFor } from '@/shared/ui/layout/shellMenu'

import { CENTRE_MENU, type MenuEntry, menuPages, shellMenu, visibleMenu } from './menu'

const Page = lazy(() => Promise.resolve({ default: () => null }))

describe('the centre menu', () => {
  it('shows only the entries whose screens exist', () => {
    const hasScreen = (entry: MenuEntry): boolean => Boolean(entry.page) || (entry.children ?? []).some(hasScreen)
    const shown = visibleMenu(CENTRE_MENU)
    expect(shown[0]?.path).toBe('/dashboard')
    expect(shown.map((entry) => entry.path)).toEqual(CENTRE_MENU.filter(hasScreen).map((entry) => entry.path))
  })

  it('lists every part of the spec menu, Home first', () => {
    expect(CENTRE_MENU.map((entry) => entry.path)).toEqual([
      '/dashboard',
      '/Create-Job',
      '/bookings',
      '/Billing',
      '/Favourites/index',
      '/Calendar/index',
      '/UR-Free/index',
      '/Finder/index',
      '/Vouchers/index',
      '/support',
    ])
  })

  it('keeps a group while one of its entries has a screen', () => {
    const menu: MenuEntry[] = [
      {
        path: '/bookings',
        titleKey: 'menu.bookings',
        children: [
          { path: '/bookings/Processing', titleKey: 'menu.processing', page: Page },
          { path: '/bookings/Past', titleKey: 'menu.past' },
        ],
      },
      { path: '/Billing', titleKey: 'menu.billing', children: [{ path: '/Billing/Invoice', titleKey: 'menu.invoice' }] },
    ]
    const shown = visibleMenu(menu)
    expect(shown).toHaveLength(1)
    expect(shown[0]?.children?.map((entry) => entry.path)).toEqual(['/bookings/Processing'])
    expect(menuPages(menu).map((page) => page.path)).toEqual(['/bookings/Processing'])
  })

  it('pins Home and gives it a page', () => {
    const pages = menuPages(CENTRE_MENU)
    expect(pages[0]).toEqual(expect.objectContaining({ path: '/dashboard', titleKey: 'menu.home', affix: true }))
    expect(pages.filter((page) => page.affix).map((page) => page.path)).toEqual(['/dashboard'])
  })

  it('finds the trail of an entry', () => {
    expect(menuTrail(CENTRE_MENU, '/bookings/past').map((entry) => entry.titleKey)).toEqual([
      'menu.bookings',
      'menu.past',
    ])
    expect(menuTrail(CENTRE_MENU, '/nowhere')).toEqual([])
  })

  it('opens the group of a page however it was reached, and leaves the groups alone outside the menu', () => {
    const shown = shellMenu(visibleMenu(CENTRE_MENU))
    expect(openGroupsFor(shown, '/Billing/Invoice', ['/bookings'], true)).toEqual(['/Billing'])
    expect(openGroupsFor(shown, '/billing/invoice', ['/bookings'], false)).toEqual(['/bookings', '/Billing'])
    expect(openGroupsFor(shown, '/Billing/Review', ['/Billing'], false)).toEqual(['/Billing'])
    expect(openGroupsFor(shown, '/bookings/detail/4', ['/Billing'], true)).toEqual(['/Billing'])
    expect(openGroupsFor(shown, '/dashboard', ['/Billing'], true)).toEqual(['/Billing'])
  })
})
