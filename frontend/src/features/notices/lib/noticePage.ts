/** The page of Updates shown, kept in the address (`page`, `size`). */
export interface NoticePageQuery {
  pageNo: number
  pageSize: number
}

export const NOTICE_PAGE_SIZES = [10, 20, 50, 100] as const
const DEFAULT_SIZE = 20

export function noticePage(search: URLSearchParams): NoticePageQuery {
  const page = Number(search.get('page'))
  const size = Number(search.get('size'))
  return {
    pageNo: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (NOTICE_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_SIZE,
  }
}

/** A new page size starts again from the first page. */
export function writeNoticePage(current: NoticePageQuery, pageNo: number, pageSize: number): URLSearchParams {
  const next = pageSize !== current.pageSize ? { pageNo: 1, pageSize } : { pageNo, pageSize }
  const search = new URLSearchParams()
  if (next.pageNo > 1) search.set('page', String(next.pageNo))
  if (next.pageSize !== DEFAULT_SIZE) search.set('size', String(next.pageSize))
  return search
}
