import type { Dayjs } from 'dayjs'

import type { DeskFilters } from '../api/deskLists'

/** The statuses of each list (spec section 4, status tables), by code. */
export const STATUSES = {
  booking: { 0: 'canceled', 1: 'confirmed', 2: 'processing', 3: 'failed', 4: 'split' },
  invite: { 0: 'withdrawn', 1: 'interested', 2: 'connecting', 3: 'expired', 4: 'declined' },
  jobRecord: { 2: 'processing', 3: 'finished', 4: 'leave', 5: 'canceled', 6: 'extend' },
} as const satisfies Record<string, Record<number, string>>

export type StatusTable = keyof typeof STATUSES

const COLOURS: Record<string, string> = {
  canceled: 'default',
  withdrawn: 'default',
  expired: 'default',
  declined: 'red',
  failed: 'red',
  leave: 'orange',
  confirmed: 'green',
  finished: 'green',
  interested: 'cyan',
  processing: 'blue',
  connecting: 'blue',
  split: 'purple',
  extend: 'geekblue',
}

/** The status's name (a key of `adminBookings.status`), or null for a code the table does not know. */
export function statusName(table: StatusTable, status: number): string | null {
  const names: Record<number, string> = STATUSES[table]
  return names[status] ?? null
}

export function statusColour(name: string | null): string {
  return (name && COLOURS[name]) || 'default'
}

/** The codes of a table, for the status filter. */
export function statusCodes(table: StatusTable): number[] {
  return Object.keys(STATUSES[table]).map(Number)
}

/** The filter form's values. */
export interface DeskFilterValues {
  status?: number | null
  centreId?: number | string | null
  teacherId?: number | string | null
  bookingId?: number | string | null
  keyword?: string
  period?: [Dayjs | null, Dayjs | null] | null
}

function idOf(value: number | string | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined
  const number = typeof value === 'number' ? value : Number(String(value).trim())
  return Number.isInteger(number) && number > 0 ? number : undefined
}

/** The form's values as the lists' filters: ids as whole numbers (others left out), the keyword trimmed, the period as its two days. */
export function deskFilters(values: Record<string, unknown>): DeskFilters {
  const form = values as DeskFilterValues
  const [from, to] = form.period ?? [null, null]
  const filters: DeskFilters = {
    status: form.status ?? undefined,
    centreId: idOf(form.centreId),
    teacherId: idOf(form.teacherId),
    bookingId: idOf(form.bookingId),
    keyword: form.keyword?.trim() ? form.keyword.trim() : undefined,
    dateFrom: from ? from.format('YYYY-MM-DD') : undefined,
    dateTo: to ? to.format('YYYY-MM-DD') : undefined,
  }
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as DeskFilters
}

/** Minutes as hours and minutes, e.g. 30 → "0:30". */
export function breakText(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`
}
