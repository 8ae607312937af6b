import { describe, expect, it } from 'vitest'

import { holdsKeyword, localPage } from './localPage'

const roles = [
  { name: 'Operations', level: 2, holders: 4 },
  { name: 'Auditor', level: 3, holders: 1 },
  { name: 'Super administrator', level: 1, holders: 2 },
]

describe('localPage', () => {
  it('sorts by a field either way and pages', () => {
    expect(localPage(roles, { pageNo: 1, pageSize: 2, sort: 'level,asc' }).list.map((role) => role.level)).toEqual([1, 2])
    expect(localPage(roles, { pageNo: 2, pageSize: 2, sort: 'level,asc' })).toEqual({ list: [roles[1]], total: 3 })
    expect(localPage(roles, { pageNo: 1, pageSize: 5, sort: 'name,desc' }).list.map((role) => role.name)).toEqual([
      'Super administrator',
      'Operations',
      'Auditor',
    ])
    expect(localPage(roles, { pageNo: 1, pageSize: 5 }).list).toEqual(roles)
  })

  it('filters before paging', () => {
    const found = localPage(roles, { pageNo: 1, pageSize: 5 }, (role) => holdsKeyword('ADMIN', role.name))
    expect(found).toEqual({ list: [roles[2]], total: 1 })
    expect(holdsKeyword(undefined, 'x')).toBe(true)
    expect(holdsKeyword('  ', null)).toBe(true)
  })
})
