/**
 * The state of a bookings list (page, page size and filters) as it is kept
 * in the address, so that a filtered page can be reloaded, shared and
 * reopened from the tags view.
 */
export interface ListQuery {
  pageNo: number
  pageSize: number
  /** YYYY-MM-DD, the centre's dates. */
  dateFrom: string | null
  dateTo: string | null
  status: number | null
}

export const PAGE_SIZES = [10, 20, 50, 100] as const
export const DEFAULT_PAGE_SIZE = 20

const DATE = /^\d{4}-\d{2}-\d{2}$/

function positive(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null
  const number = Number(value)
  return number >= 1 ? number : null
}

export function readListQuery(search: URLSearchParams, allowedStatuses: readonly number[] = []): ListQuery {
  const size = positive(search.get('size'))
  const status = search.get('status')
  const from = search.get('from')
  const to = search.get('to')
  return {
    pageNo: positive(search.get('page')) ?? 1,
    pageSize: size !== null && (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    dateFrom: from && DATE.test(from) ? from : null,
    dateTo: to && DATE.test(to) ? to : null,
    status: status !== null && /^\d$/.test(status) && allowedStatuses.includes(Number(status)) ? Number(status) : null,
  }
}

/** The address's query for a list state; defaults are left out. */
export function writeListQuery(query: ListQuery): URLSearchParams {
  const search = new URLSearchParams()
  if (query.pageNo > 1) search.set('page', String(query.pageNo))
  if (query.pageSize !== DEFAULT_PAGE_SIZE) search.set('size', String(query.pageSize))
  if (query.dateFrom) search.set('from', query.dateFrom)
  if (query.dateTo) search.set('to', query.dateTo)
  if (query.status !== null) search.set('status', String(query.status))
  return search
}

/** A new filter starts again from the first page. */
export function withFilters(query: ListQuery, filters: Pick<ListQuery, 'dateFrom' | 'dateTo' | 'status'>): ListQuery {
  return { ...query, ...filters, pageNo: 1 }
}

/** A new page size starts again from the first page; a new page keeps the size. */
export function withPage(query: ListQuery, pageNo: number, pageSize: number): ListQuery {
  return pageSize !== query.pageSize ? { ...query, pageNo: 1, pageSize } : { ...query, pageNo }
}
