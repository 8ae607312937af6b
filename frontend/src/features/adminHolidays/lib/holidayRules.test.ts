import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'

import { holidayChangeOf, holidayValuesOf, newHolidayOf, regionName, yearChoices, yearOf } from './holidayRules'

const REGIONS = [
  { name: 'Auckland', nameZh: '奥克兰大区' },
  { name: "Hawke's Bay", nameZh: '霍克斯湾大区' },
]

describe('holidayRules', () => {
  it('offers two years back and three ahead, with the one shown, within the server’s bounds', () => {
    expect(yearChoices(2026, 2026)).toEqual([2024, 2025, 2026, 2027, 2028, 2029])
    expect(yearChoices(2026, 2035)).toEqual([2024, 2025, 2026, 2027, 2028, 2029, 2035])
    expect(yearChoices(2001, 2001)).toEqual([2000, 2001, 2002, 2003, 2004])
    expect(yearChoices(2026, 1990)).not.toContain(1990)
  })

  it('reads the year from the address, else this year', () => {
    expect(yearOf('2027', 2026)).toBe(2027)
    expect(yearOf(null, 2026)).toBe(2026)
    expect(yearOf('next', 2026)).toBe(2026)
    expect(yearOf('1999', 2026)).toBe(2026)
    expect(yearOf('2100', 2026)).toBe(2100)
    expect(yearOf('2026.5', 2026)).toBe(2026)
  })

  it('starts a new holiday on the first day of the year shown, and an edit from the holiday', () => {
    const fresh = holidayValuesOf(null, 2027)
    expect(fresh.date?.format('YYYY-MM-DD')).toBe('2027-01-01')
    expect(fresh.name).toBe('')
    expect(fresh.region).toBeNull()
    const edit = holidayValuesOf({ holidayId: 4, date: '2027-01-25', name: 'Wellington Anniversary Day', region: 'Wellington' }, 2027)
    expect(edit.date?.format('YYYY-MM-DD')).toBe('2027-01-25')
    expect(edit.region).toBe('Wellington')
  })

  it('sends the name trimmed and no region for a national holiday', () => {
    const day = dayjs('2027-03-15')
    expect(newHolidayOf({ date: day, name: '  Show day ', region: 'Canterbury' })).toEqual({ date: '2027-03-15', name: 'Show day', region: 'Canterbury' })
    expect(newHolidayOf({ date: day, name: 'Flood day', region: '' })).toEqual({ date: '2027-03-15', name: 'Flood day', region: null })
    expect(newHolidayOf({ date: day, name: 'Flood day' }).region).toBeNull()
    expect(holidayChangeOf(9, { date: day, name: 'X', region: null })).toEqual({ holidayId: 9, date: '2027-03-15', name: 'X', region: null })
  })

  it('names a region in the reader’s language and a national holiday not at all', () => {
    expect(regionName('Auckland', REGIONS, false)).toBe('Auckland')
    expect(regionName('Auckland', REGIONS, true)).toBe('奥克兰大区')
    expect(regionName('Atlantis', REGIONS, true)).toBe('Atlantis')
    expect(regionName(null, REGIONS, true)).toBeNull()
  })
})
