import { describe, expect, it } from 'vitest'

import { decisionsFor, reasonOf, reviewFilters, reviewStatusName } from './reviewRules'

describe('review rules', () => {
  it('names the statuses', () => {
    expect([0, 1, 2].map(reviewStatusName)).toEqual(['waiting', 'approved', 'disapproved'])
  })

  it('offers the decisions not taken yet', () => {
    expect(decisionsFor(0)).toEqual({ approve: true, disapprove: true })
    expect(decisionsFor(1)).toEqual({ approve: false, disapprove: true })
    expect(decisionsFor(2)).toEqual({ approve: true, disapprove: false })
  })

  it('trims the reason and treats a blank one as none', () => {
    expect(reasonOf('  Names a child. ')).toBe('Names a child.')
    expect(reasonOf('   ')).toBeNull()
    expect(reasonOf(undefined)).toBeNull()
  })

  it('turns the filter form into the list filters', () => {
    expect(reviewFilters({ status: 0, keyword: ' mere ' })).toEqual({ status: 0, keyword: 'mere' })
    expect(reviewFilters({ status: 'all', keyword: '  ' })).toEqual({})
    expect(reviewFilters({ status: 2 })).toEqual({ status: 2 })
  })
})
