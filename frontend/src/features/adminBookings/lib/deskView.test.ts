import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'

import { breakText, deskFilters, statusCodes, statusColour, statusName } from './deskView'

describe('deskFilters', () => {
  it('keeps whole-number ids, a trimmed keyword and the period as days', () => {
    expect(
      deskFilters({
        status: 0,
        centreId: ' 12 ',
        teacherId: 'abc',
        bookingId: '',
        keyword: '  Kowhai ',
        period: [dayjs('2026-03-01'), dayjs('2026-03-31')],
      }),
    ).toEqual({ status: 0, centreId: 12, keyword: 'Kowhai', dateFrom: '2026-03-01', dateTo: '2026-03-31' })
  })

  it('leaves out what is blank', () => {
    expect(deskFilters({ keyword: '   ', period: [null, null], status: null })).toEqual({})
  })
})

describe('statuses', () => {
  it('names each table’s codes and nothing else', () => {
    expect(statusName('booking', 4)).toBe('split')
    expect(statusName('jobRecord', 6)).toBe('extend')
    expect(statusName('jobRecord', 1)).toBeNull()
    expect(statusCodes('invite')).toEqual([0, 1, 2, 3, 4])
    expect(statusColour('finished')).toBe('green')
    expect(statusColour(null)).toBe('default')
  })
})

describe('breakText', () => {
  it('writes minutes as hours and minutes', () => {
    expect(breakText(30)).toBe('0:30')
    expect(breakText(75)).toBe('1:15')
  })
})
