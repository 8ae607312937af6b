import { describe, expect, it } from 'vitest'

import { fallbackPath, tagsReducer, type VisitedTag } from './tagsView'

const home: VisitedTag = { path: '/dashboard', fullPath: '/dashboard', title: 'menu.home', affix: true }
const processing: VisitedTag = {
  path: '/bookings/Processing',
  fullPath: '/bookings/Processing',
  title: 'menu.processing',
  affix: false,
}
const invoice: VisitedTag = { path: '/Billing/Invoice', fullPath: '/Billing/Invoice?page=2', title: 'menu.invoice', affix: false }

const visited = [home, processing, invoice]

describe('tagsReducer', () => {
  it('adds a page once, in visiting order', () => {
    let tags = tagsReducer([home], { type: 'visit', tag: processing })
    tags = tagsReducer(tags, { type: 'visit', tag: invoice })
    tags = tagsReducer(tags, { type: 'visit', tag: processing })
    expect(tags.map((tag) => tag.path)).toEqual(['/dashboard', '/bookings/Processing', '/Billing/Invoice'])
  })

  it('remembers the latest query of a page', () => {
    const tags = tagsReducer(visited, { type: 'visit', tag: { ...invoice, fullPath: '/Billing/Invoice?page=3' } })
    expect(tags[2]?.fullPath).toBe('/Billing/Invoice?page=3')
    expect(tags).toHaveLength(3)
  })

  it('keeps a pinned tag pinned when it is visited again', () => {
    const tags = tagsReducer(visited, { type: 'visit', tag: { ...home, fullPath: '/dashboard?x=1', affix: false } })
    expect(tags[0]).toEqual({ ...home, fullPath: '/dashboard?x=1' })
  })

  it('closes one tag', () => {
    expect(tagsReducer(visited, { type: 'close', path: '/bookings/Processing' })).toEqual([home, invoice])
  })

  it('never closes the pinned Home tag', () => {
    expect(tagsReducer(visited, { type: 'close', path: '/dashboard' })).toEqual(visited)
  })

  it('keeps the pinned tag and the chosen one on close others', () => {
    expect(tagsReducer(visited, { type: 'closeOthers', path: '/Billing/Invoice' })).toEqual([home, invoice])
    expect(tagsReducer(visited, { type: 'closeOthers', path: '/dashboard' })).toEqual([home])
  })

  it('keeps the pinned tag on close all', () => {
    expect(tagsReducer(visited, { type: 'closeAll' })).toEqual([home])
    expect(tagsReducer([home], { type: 'closeAll' })).toEqual([home])
  })

  it('does not change the list it was given', () => {
    const before = [...visited]
    tagsReducer(visited, { type: 'closeAll' })
    expect(visited).toEqual(before)
  })
})

describe('fallbackPath', () => {
  it('is the last tag left, else home', () => {
    expect(fallbackPath([home, invoice])).toBe('/Billing/Invoice?page=2')
    expect(fallbackPath([])).toBe('/')
  })
})
