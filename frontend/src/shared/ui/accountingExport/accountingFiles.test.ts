import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'

import { fileRanges, periodOf, previousMonth } from './accountingFiles'

describe('fileRanges', () => {
  it('is nothing for no invoices', () => {
    expect(fileRanges(0, 500)).toEqual([])
  })

  it('is one file up to the limit, and the next 500 in each further file', () => {
    expect(fileRanges(1, 500)).toEqual([{ part: 1, first: 1, last: 1 }])
    expect(fileRanges(500, 500)).toEqual([{ part: 1, first: 1, last: 500 }])
    expect(fileRanges(501, 500)).toEqual([
      { part: 1, first: 1, last: 500 },
      { part: 2, first: 501, last: 501 },
    ])
    expect(fileRanges(1234, 500).map((range) => [range.first, range.last])).toEqual([
      [1, 500],
      [501, 1000],
      [1001, 1234],
    ])
  })
})

describe('previousMonth', () => {
  it('is last calendar month in New Zealand time', () => {
    const [from, to] = previousMonth('2026-03-10T02:00:00Z')
    expect(periodOf([from, to])).toEqual({ issuedFrom: '2026-02-01', issuedTo: '2026-02-28' })
  })

  it('follows the platform zone across the new year', () => {
    // 11:30 UTC on 31 December is already 1 January in Auckland.
    const [from, to] = previousMonth('2026-12-31T11:30:00Z')
    expect(periodOf([from, to])).toEqual({ issuedFrom: '2026-12-01', issuedTo: '2026-12-31' })
  })
})

describe('periodOf', () => {
  it('writes the picked days as the API takes them', () => {
    expect(periodOf([dayjs('2026-05-01'), dayjs('2026-05-31')])).toEqual({ issuedFrom: '2026-05-01', issuedTo: '2026-05-31' })
  })
})
