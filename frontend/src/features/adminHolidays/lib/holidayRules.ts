import dayjs, { type Dayjs } from 'dayjs'

import { formRefusal } from '@/shared/refusals/formRefusal'

import type { HolidayChange, NewHoliday } from '../api/holidayActions'
import type { AdminHoliday, HolidayRegion } from '../api/holidays'

/** The longest name a holiday takes (the server's rule). */
export const NAME_MAX = 64
/** The years the list is asked for (the server's bounds). */
export const FIRST_YEAR = 2000
export const LAST_YEAR = 2100

/** The holiday dialog's fields. */
export interface HolidayValues {
  date: Dayjs | null
  name: string
  /** Empty: a national holiday. */
  region?: string | null
}

export const HOLIDAY_FIELDS = ['date', 'name', 'region'] as const
export type HolidayField = (typeof HOLIDAY_FIELDS)[number]

/** The years the picker offers: two back and three ahead of this one, and the year shown if outside them. */
export function yearChoices(thisYear: number, shown: number): number[] {
  const years = new Set<number>()
  for (let year = thisYear - 2; year <= thisYear + 3; year += 1) years.add(year)
  if (shown >= FIRST_YEAR && shown <= LAST_YEAR) years.add(shown)
  return [...years].filter((year) => year >= FIRST_YEAR && year <= LAST_YEAR).sort((a, b) => a - b)
}

/** The year the address asks for (`?year=2027`), else this one. */
export function yearOf(asked: string | null, thisYear: number): number {
  const year = Number(asked)
  return Number.isInteger(year) && year >= FIRST_YEAR && year <= LAST_YEAR ? year : thisYear
}

/** The dialog's starting values: the holiday's, or an empty one on the first day of the year shown. */
export function holidayValuesOf(holiday: AdminHoliday | null, year: number): HolidayValues {
  if (holiday) return { date: dayjs(holiday.date), name: holiday.name, region: holiday.region ?? null }
  return { date: dayjs(`${year}-01-01`), name: '', region: null }
}

/** The request of a new holiday: the name trimmed, no region for a national one. */
export function newHolidayOf(values: HolidayValues): NewHoliday {
  return {
    date: values.date ? values.date.format('YYYY-MM-DD') : '',
    name: values.name.trim(),
    region: values.region || null,
  }
}

export function holidayChangeOf(holidayId: number, values: HolidayValues): HolidayChange {
  return { holidayId, ...newHolidayOf(values) }
}

/** A region's name in the interface's language; a national holiday has none. */
export function regionName(region: string | null | undefined, regions: readonly HolidayRegion[], chinese: boolean): string | null {
  if (!region) return null
  const known = regions.find((choice) => choice.name === region)
  return known && chinese ? known.nameZh : region
}

/** Where a refused save is shown: on the dialog's field the refusal names, else above the fields. */
export function holidayRefusalPlace(error: unknown) {
  return formRefusal(error, HOLIDAY_FIELDS)
}
