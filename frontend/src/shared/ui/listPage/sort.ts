import type { SorterResult } from 'antd/es/table/interface'

import type { ListColumn } from './columns'

/** A server sort as the admin lists take it: `"field,asc"` or `"field,desc"`. */
export type SortParam = `${string},${'asc' | 'desc'}`

/** The field the server sorts a column by, or null when it does not sort by it. */
export function sortFieldOf<Row>(column: ListColumn<Row>): string | null {
  if (!column.sortable) return null
  return column.sortable === true ? column.key : column.sortable
}

/** The sort Ant Design's table asks for (a click on a column heading), as the server's parameter; undefined: none. */
export function sortParamOf<Row>(
  sorter: SorterResult<Row> | SorterResult<Row>[],
  columns: readonly ListColumn<Row>[],
): SortParam | undefined {
  const chosen = Array.isArray(sorter) ? sorter[0] : sorter
  if (!chosen?.order || chosen.columnKey === undefined) return undefined
  const column = columns.find((candidate) => candidate.key === String(chosen.columnKey))
  const field = column && sortFieldOf(column)
  if (!field) return undefined
  return `${field},${chosen.order === 'ascend' ? 'asc' : 'desc'}`
}

/** How a column's heading shows the current sort. */
export function sortOrderOf<Row>(column: ListColumn<Row>, sort: string | undefined): 'ascend' | 'descend' | null {
  const field = sortFieldOf(column)
  if (!field || !sort) return null
  const [sortedField, direction] = sort.split(',')
  if (sortedField !== field) return null
  return direction === 'desc' ? 'descend' : 'ascend'
}
