import type { Key, ReactNode } from 'react'

import type { CardColumns } from './cardColumns'
import { EmptyNote, ResponsiveTable } from './ResponsiveTable'

/** Where a server-paged table is: the page shown and its size. */
export interface Paging {
  pageNo: number
  pageSize: number
}

export const FIRST_PAGE: Paging = { pageNo: 1, pageSize: 20 }
const PAGE_SIZES = [10, 20, 50] as const

interface PagedTableProps<Row> {
  rowKey: Extract<keyof Row, string> | ((row: Row) => Key)
  columns: CardColumns<Row>
  /** The server's page: its rows and how many there are in all. */
  page: { list: Row[]; total: number } | undefined
  loading: boolean
  /** The table's accessible name. */
  label: string
  emptyText: string
  /** Offered under the empty text (a button to make the first one). */
  emptyAction?: ReactNode
  paging: Paging
  onPaging: (paging: Paging) => void
  /** Let the user choose the page size: true for 10, 20 or 50, or the sizes to offer. */
  sizeChanger?: boolean | readonly number[]
  showTotal?: (count: number) => ReactNode
}

/**
 * A table of rows the server pages (bookings, time sheets, reviews, invoices,
 * vouchers, job offers, support tickets, favourite teachers), cards on a
 * phone: its rows, a note when there are none, and pagination from the
 * page's total; a new page size starts again at page 1.
 */
export function PagedTable<Row extends object>({
  rowKey,
  columns,
  page,
  loading,
  label,
  emptyText,
  emptyAction,
  paging,
  onPaging,
  sizeChanger = false,
  showTotal,
}: PagedTableProps<Row>) {
  return (
    <ResponsiveTable<Row>
      rowKey={rowKey}
      columns={columns}
      rows={page?.list ?? []}
      loading={loading}
      label={label}
      empty={<EmptyNote text={emptyText}>{emptyAction}</EmptyNote>}
      pages={{
        current: paging.pageNo,
        pageSize: paging.pageSize,
        total: page?.total ?? 0,
        pageSizes: sizeChanger === true ? PAGE_SIZES : sizeChanger || undefined,
        showTotal,
        onChange: (pageNo, pageSize) => onPaging({ pageNo: pageSize === paging.pageSize ? pageNo : 1, pageSize }),
      }}
    />
  )
}
