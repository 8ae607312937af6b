import { describe, expect, it } from 'vitest'

import { readListQuery, withFilters, withPage, writeListQuery } from './listQuery'

describe('a bookings list in the address', () => {
  it('starts on the first page of 20 without filters', () => {
    expect(readListQuery(new URLSearchParams())).toEqual({
      pageNo: 1,
      pageSize: 20,
      dateFrom: null,
      dateTo: null,
      status: null,
    })
  })

  it('reads page, size, dates and an allowed status, and ignores nonsense', () => {
    const search = new URLSearchParams('page=3&size=50&from=2026-11-01&to=2026-11-30&status=3')
    expect(readListQuery(search, [0, 1, 3, 4])).toEqual({
      pageNo: 3,
      pageSize: 50,
      dateFrom: '2026-11-01',
      dateTo: '2026-11-30',
      status: 3,
    })
    const bad = new URLSearchParams('page=-2&size=7&from=yesterday&status=2')
    expect(readListQuery(bad, [0, 1, 3, 4])).toEqual({ pageNo: 1, pageSize: 20, dateFrom: null, dateTo: null, status: null })
  })

  it('writes only what differs from the defaults', () => {
    const query = readListQuery(new URLSearchParams('page=2&from=2026-11-01&to=2026-11-30'))
    expect(writeListQuery(query).toString()).toBe('page=2&from=2026-11-01&to=2026-11-30')
  })

  it('goes back to the first page when a filter or the page size changes', () => {
    const query = readListQuery(new URLSearchParams('page=4'))
    expect(withFilters(query, { dateFrom: '2026-11-01', dateTo: '2026-11-02', status: null }).pageNo).toBe(1)
    expect(withPage(query, 5, 20)).toMatchObject({ pageNo: 5, pageSize: 20 })
    expect(withPage(query, 5, 50)).toMatchObject({ pageNo: 1, pageSize: 50 })
  })
})
