import Empty from 'antd/es/empty'
import Table from 'antd/es/table'
import type { ColumnsType, TableProps } from 'antd/es/table'
import type { ReactNode } from 'react'

/** Where a server-paged table is: the page shown and its size. */
export interface Paging {
  pageNo: number
  pageSize: number
}

export const FIRST_PAGE: Paging = { pageNo: 1, pageSize: 20 }
const PAGE_SIZES = [10, 20, 50]

interface PagedTableProps<Row> {
  rowKey: TableProps<Row>['rowKey']
  columns: ColumnsType<Row>
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
  /** Let the user choose the page size (10, 20 or 50). */
  sizeChanger?: boolean
  showTotal?: (count: number) => ReactNode
}

/**
 * A table of rows the server pages (time sheets, reviews, invoices, vouchers,
 * job offers, support tickets, favourite teachers): its rows, a note when
 * there are none, and pagination from the page's total; a new page size
 * starts again at page 1.
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
    <Table<Row>
      rowKey={rowKey}
      columns={columns}
      dataSource={page?.list ?? []}
      loading={loading}
      scroll={{ x: 'max-content' }}
      aria-label={label}
      locale={{
        emptyText: (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText}>
            {emptyAction}
          </Empty>
        ),
      }}
      pagination={{
        current: paging.pageNo,
        pageSize: paging.pageSize,
        total: page?.total ?? 0,
        showSizeChanger: sizeChanger,
        pageSizeOptions: sizeChanger ? PAGE_SIZES : undefined,
        showTotal,
        onChange: (pageNo, pageSize) => onPaging({ pageNo: pageSize === paging.pageSize ? pageNo : 1, pageSize }),
      }}
    />
  )
}
