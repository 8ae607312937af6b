import './recordCard.css'

import Empty from 'antd/es/empty'
import Flex from 'antd/es/flex'
import Grid from 'antd/es/grid'
import Pagination from 'antd/es/pagination'
import Spin from 'antd/es/spin'
import Table from 'antd/es/table'
import type { TablePaginationConfig, TableProps } from 'antd/es/table'
import type { Key, ReactNode } from 'react'

import { cardLayout, type CardColumns, tableColumns } from './cardColumns'
import { RecordCard } from './RecordCard'

/** A list of rows shown this many to a page of the table when the server does not page them. */
const LOCAL_PAGE_SIZE = 20

/** The page the server answered and how to ask for another. */
export interface ServerPages {
  current: number
  pageSize: number
  total: number
  onChange: (pageNo: number, pageSize: number) => void
  /** The page sizes the table offers (none: no size choice). */
  pageSizes?: readonly number[]
  showTotal?: (count: number) => ReactNode
}

export interface ResponsiveTableProps<Row> {
  rowKey: Extract<keyof Row, string> | ((row: Row) => Key)
  columns: CardColumns<Row>
  rows: readonly Row[]
  loading?: boolean
  /** The table's (or the card list's) accessible name. */
  label: string
  empty: ReactNode
  /** Server paging; without it every row is shown (the table pages a long list by 20). */
  pages?: ServerPages
  size?: TableProps<Row>['size']
  /** A class for a row that needs the eye (its table row and its card). */
  rowClassName?: (row: Row) => string
}

function tablePagination(pages: ServerPages | undefined, count: number): TablePaginationConfig | false {
  if (!pages) return count > LOCAL_PAGE_SIZE ? { pageSize: LOCAL_PAGE_SIZE, showSizeChanger: false } : false
  return {
    current: pages.current,
    pageSize: pages.pageSize,
    total: pages.total,
    showSizeChanger: pages.pageSizes !== undefined,
    pageSizeOptions: pages.pageSizes ? [...pages.pageSizes] : undefined,
    showTotal: pages.showTotal,
    onChange: pages.onChange,
  }
}

/**
 * Rows as a table on screens from `md` up, and as cards under one another on
 * a phone, so that every column (the actions and totals above all) is in
 * reach without scrolling sideways. The columns say where each goes on a card.
 */
export function ResponsiveTable<Row extends object>({
  rowKey,
  columns,
  rows,
  loading = false,
  label,
  empty,
  pages,
  size,
  rowClassName,
}: ResponsiveTableProps<Row>) {
  const screens = Grid.useBreakpoint()

  if (screens.md) {
    return (
      <Table<Row>
        rowKey={rowKey}
        size={size}
        columns={tableColumns(columns)}
        dataSource={[...rows]}
        loading={loading}
        scroll={{ x: 'max-content' }}
        aria-label={label}
        rowClassName={rowClassName}
        locale={{ emptyText: empty }}
        pagination={tablePagination(pages, rows.length)}
      />
    )
  }

  const layout = cardLayout(columns, screens)
  const keyOf = (row: Row): Key => (typeof rowKey === 'function' ? rowKey(row) : (row[rowKey] as Key))
  return (
    <Spin spinning={loading}>
      <Flex vertical gap={12} className="record-cards">
        {rows.length === 0 ? (
          !loading && empty
        ) : (
          <Flex vertical gap={12} role="list" aria-label={label}>
            {rows.map((row, index) => (
              <div role="listitem" key={keyOf(row)}>
                <RecordCard row={row} index={index} layout={layout} className={rowClassName?.(row)} />
              </div>
            ))}
          </Flex>
        )}
        {pages && pages.total > 0 && (
          <Pagination
            simple
            align="center"
            current={pages.current}
            pageSize={pages.pageSize}
            total={pages.total}
            onChange={pages.onChange}
          />
        )}
      </Flex>
    </Spin>
  )
}

/** The empty note of a list, with what to do about it underneath. */
export function EmptyNote({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text}>
      {children}
    </Empty>
  )
}
