import { describe, expect, it } from 'vitest'

import {
  DEFAULT_FILTERS,
  type FinderView,
  finderRequest,
  isFiltered,
  viewFromParams,
  viewToParams,
} from './finderFilters'

describe('finder view in the address', () => {
  it('starts from the defaults', () => {
    expect(viewFromParams(new URLSearchParams())).toEqual({
      filters: DEFAULT_FILTERS,
      origin: null,
      pageNo: 1,
      pageSize: 20,
    })
    expect(viewToParams({ filters: DEFAULT_FILTERS, origin: null, pageNo: 1, pageSize: 20 })).toEqual({})
  })

  it('goes there and back', () => {
    const view: FinderView = {
      filters: {
        radiusKm: 30,
        qualification: 3,
        gender: 1,
        rankName: 'silver',
        minRating: 4.5,
        name: 'aro',
        availableOn: '2026-12-01',
      },
      origin: { latitude: -36.9, longitude: 174.7, name: 'Henderson' },
      pageNo: 2,
      pageSize: 50,
    }
    expect(viewFromParams(new URLSearchParams(viewToParams(view)))).toEqual(view)
  })

  it('ignores what is not a choice of the page', () => {
    const view = viewFromParams(
      new URLSearchParams('radius=7&qualification=9&gender=5&rank=gold&rating=2&date=tomorrow&lat=100&lon=1&page=-1&size=33'),
    )
    expect(view).toEqual({ filters: DEFAULT_FILTERS, origin: null, pageNo: 1, pageSize: 20 })
  })
})

describe('finderRequest', () => {
  it('sends only the filters that are set', () => {
    expect(finderRequest(DEFAULT_FILTERS, 1, 20)).toEqual({ radiusKm: 10, pageNo: 1, pageSize: 20 })
    expect(
      finderRequest({ ...DEFAULT_FILTERS, radiusKm: 50, gender: 2, name: ' Kai ', minRating: 4 }, 3, 10),
    ).toEqual({ radiusKm: 50, gender: 2, name: 'Kai', minRating: 4, pageNo: 3, pageSize: 10 })
  })

  it('knows when the search is narrowed', () => {
    expect(isFiltered(DEFAULT_FILTERS)).toBe(false)
    expect(isFiltered({ ...DEFAULT_FILTERS, radiusKm: 50 })).toBe(false)
    expect(isFiltered({ ...DEFAULT_FILTERS, rankName: 'black' })).toBe(true)
  })
})
