import ReloadOutlined from '@ant-design/icons/ReloadOutlined'
import SearchOutlined from '@ant-design/icons/SearchOutlined'
import App from 'antd/es/app'
import Button from 'antd/es/button'
import Card from 'antd/es/card'
import Flex from 'antd/es/flex'
import Form from 'antd/es/form'
import Popconfirm from 'antd/es/popconfirm'
import Table from 'antd/es/table'
import type { ColumnsType, TableProps } from 'antd/es/table'
import Tooltip from 'antd/es/tooltip'
import Typography from 'antd/es/typography'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type Key, type ReactNode, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { ColumnChooser } from './ColumnChooser'
import {
  chooseColumn,
  type ColumnChoice,
  exportColumns,
  type ListColumn,
  readColumnChoice,
  saveColumnChoice,
  shownColumns,
} from './columns'
import { ExportButton } from './ExportButton'
import type { ExportJob, ExportRequest } from './exportJob'
import { sortOrderOf, sortParamOf } from './sort'

/** What a list page asks its server for: the applied filters, the page and the sort. */
export interface ListQuery<Filters extends object> {
  filters: Filters
  pageNo: number
  pageSize: number
  /** `"field,asc"` or `"field,desc"`; undefined: the list's own order. */
  sort?: string
}

/** One page of rows as every admin list answers it. */
export interface ListPageOf<Row> {
  list: Row[]
  total: number
}

/** A button that acts on the rows ticked (bulk action). */
export interface BulkAction<Row> {
  key: string
  label: string
  danger?: boolean
  /** The question asked before it runs (a Popconfirm), given the number of rows ticked. */
  confirm?: (count: number) => string
  run: (rows: Row[]) => Promise<unknown>
}

/** The request body of a list call: the filters, the paging and the sort (left out when none). */
export function listBody<Filters extends object>(query: ListQuery<Filters>): Filters & {
  pageNo: number
  pageSize: number
  sort?: string
} {
  return {
    ...query.filters,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    ...(query.sort ? { sort: query.sort } : {}),
  }
}

/** The query key of a list's pages: a change invalidates `listQueryKey(listKey)` to show it. */
export function listQueryKey(listKey: string) {
  return ['listPage', listKey] as const
}

/** Filter values as a request's filters: blank texts, empty lists and unset values are left out. */
export function cleanFilters(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values)
      .map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value] as const)
      .filter(([, value]) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0)),
  )
}

const PAGE_SIZES = ['10', '20', '50', '100']

export interface ListPageProps<Row extends object, Filters extends object> {
  /** Names the list: its query key (`listQueryKey`) and where its column choice is remembered. */
  listKey: string
  /** The table card's title. */
  title: ReactNode
  rowKey: Extract<keyof Row, string> | ((row: Row) => Key)
  /** The columns; see ListColumn for `sortable`, `defaultHidden` and `actions`. */
  columns: readonly ListColumn<Row>[]
  /** Loads a page from the server (build its body with `listBody`). */
  load: (query: ListQuery<Filters>, signal?: AbortSignal) => Promise<ListPageOf<Row>>
  /** The filter form's fields (`Form.Item`s named after the form values); none: no filter form. */
  filterFields?: ReactNode
  /** The filter form's values when the page opens and after Reset. */
  initialValues?: Record<string, unknown>
  /** The form's values as the request's filters (a date range as `dateFrom`/`dateTo`...). Default: `cleanFilters`. */
  toFilters?: (values: Record<string, unknown>) => Filters
  /** The sort when the page opens, e.g. `"at,desc"` (the columns show it). */
  defaultSort?: string
  /** Buttons of the table's toolbar, before the built-in ones (Add...). */
  toolbar?: ReactNode
  /** Row selection with these buttons; none: no selection. */
  bulkActions?: readonly BulkAction<Row>[]
  /** Export to Excel of the filtered rows and shown columns (`requestExport`); none: no export button. */
  exportRows?: (request: ExportRequest<Filters>) => Promise<ExportJob>
  emptyText?: string
  /** The accessible name of the table. */
  label: string
  pageSize?: number
  /** A row's props (a click that opens it). */
  onRow?: TableProps<Row>['onRow']
  /** A row's class (the row chosen for a panel beside the list). */
  rowClassName?: TableProps<Row>['rowClassName']
}

/**
 * The one list page of the admin console: a filter form the server applies,
 * a table sorted and paged by the server, a column chooser remembered per
 * list, optional bulk actions on the ticked rows, and Export to Excel of
 * exactly the filtered rows and shown columns, built in the background.
 *
 *     <ListPage<StaffItem, StaffFilters>
 *       listKey="staff" title={title} label={title} rowKey="userId"
 *       columns={[{ key: 'email', title: emailTitle, sortable: true }, …]}
 *       load={(query, signal) => fetchStaff(listBody(query), signal)}
 *       filterFields={<Form.Item name="keyword"><Input /></Form.Item>}
 *       exportRows={(request) => requestExport('/admin/staff/export', request)}
 *     />
 */
export function ListPage<Row extends object, Filters extends object>({
  listKey,
  title,
  rowKey,
  columns,
  load,
  filterFields,
  initialValues = {},
  toFilters = cleanFilters as (values: Record<string, unknown>) => Filters,
  defaultSort,
  toolbar,
  bulkActions,
  exportRows,
  emptyText,
  label,
  pageSize: firstPageSize = 20,
  onRow,
  rowClassName,
}: ListPageProps<Row, Filters>) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const queryClient = useQueryClient()
  const [form] = Form.useForm<Record<string, unknown>>()
  const [filters, setFilters] = useState<Filters>(() => toFilters(initialValues))
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: firstPageSize })
  const [sort, setSort] = useState<string | undefined>(defaultSort)
  const [choice, setChoice] = useState<ColumnChoice>(() => readColumnChoice(listKey))
  const [selected, setSelected] = useState<{ keys: Key[]; rows: Row[] }>({ keys: [], rows: [] })

  const query: ListQuery<Filters> = { filters, ...paging, sort }
  const page = useQuery({
    queryKey: [...listQueryKey(listKey), query],
    queryFn: ({ signal }) => load(query, signal),
    placeholderData: keepPreviousData,
  })

  const clearSelection = () => setSelected({ keys: [], rows: [] })

  const bulk = useMutation({
    mutationFn: ({ action, rows }: { action: BulkAction<Row>; rows: Row[] }) => action.run(rows),
    onSuccess: () => {
      clearSelection()
      void message.success(t('listPage.bulk.done'))
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: listQueryKey(listKey) }),
  })

  const choose = (next: ColumnChoice) => {
    setChoice(next)
    saveColumnChoice(listKey, next)
  }

  const tableColumns: ColumnsType<Row> = useMemo(
    () =>
      shownColumns(columns, choice).map(({ sortable, defaultHidden: _hidden, actions: _actions, ...column }) => ({
        dataIndex: column.key,
        ...column,
        sorter: Boolean(sortable),
        sortOrder: sortOrderOf({ ...column, sortable }, sort),
        sortDirections: ['ascend', 'descend', 'ascend'],
      })) as ColumnsType<Row>,
    [columns, choice, sort],
  )

  const onChange: TableProps<Row>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      setSort(sortParamOf(sorter, columns))
      setPaging((current) => ({ ...current, pageNo: 1 }))
      clearSelection()
    } else if (extra.action === 'paginate') {
      const size = pagination.pageSize ?? paging.pageSize
      setPaging({ pageNo: size === paging.pageSize ? (pagination.current ?? 1) : 1, pageSize: size })
      clearSelection()
    }
  }

  const search = (values: Record<string, unknown>) => {
    setFilters(toFilters(values))
    setPaging((current) => ({ ...current, pageNo: 1 }))
    clearSelection()
  }

  const reset = () => {
    form.resetFields()
    search(initialValues)
  }

  const bulkButtons = bulkActions?.map((action) => {
    const button = (
      <Button
        key={action.key}
        danger={action.danger}
        disabled={selected.rows.length === 0}
        loading={bulk.isPending && bulk.variables?.action.key === action.key}
        onClick={action.confirm ? undefined : () => bulk.mutate({ action, rows: selected.rows })}
      >
        {action.label}
      </Button>
    )
    return action.confirm ? (
      <Popconfirm
        key={action.key}
        title={action.confirm(selected.rows.length)}
        disabled={selected.rows.length === 0}
        okText={t('common.ok')}
        cancelText={t('common.cancel')}
        onConfirm={() => bulk.mutate({ action, rows: selected.rows })}
      >
        {button}
      </Popconfirm>
    ) : (
      button
    )
  })

  return (
    <Flex vertical gap={16}>
      {filterFields && (
        <Card size="small" className="list-page__filters">
          <Form
            form={form}
            // Named after the list, so that two lists on one page (tabs) label their own fields.
            name={`${listKey.replace(/\W+/g, '-')}-filters`}
            layout="inline"
            initialValues={initialValues}
            onFinish={search}
            aria-label={t('listPage.filters.label')}
          >
            {filterFields}
            <Form.Item>
              <Flex gap={8}>
                <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
                  {t('listPage.filters.search')}
                </Button>
                <Button onClick={reset}>{t('listPage.filters.reset')}</Button>
              </Flex>
            </Form.Item>
          </Form>
        </Card>
      )}
      <Card
        title={title}
        extra={
          <Flex gap={8} wrap align="center">
            {toolbar}
            {exportRows && (
              <ExportButton
                start={() => exportRows({ ...filters, ...(sort ? { sort } : {}), columns: exportColumns(columns, choice) })}
                disabled={!page.data || page.data.total === 0}
              />
            )}
            <Tooltip title={t('listPage.reload')}>
              <Button
                icon={<ReloadOutlined />}
                aria-label={t('listPage.reload')}
                onClick={() => void page.refetch()}
                loading={page.isFetching && !page.isPending}
              />
            </Tooltip>
            <ColumnChooser
              columns={columns}
              choice={choice}
              onChoose={(key, shown) => choose(chooseColumn(columns, choice, key, shown))}
              onReset={() => choose({})}
            />
          </Flex>
        }
      >
        {bulkButtons && bulkButtons.length > 0 && (
          <Flex gap={8} align="center" wrap className="list-page__bulk" style={{ marginBottom: 12 }}>
            <Typography.Text type="secondary">
              {t('listPage.bulk.selected', { count: selected.rows.length })}
            </Typography.Text>
            {bulkButtons}
            {selected.rows.length > 0 && (
              <Button type="link" onClick={clearSelection}>
                {t('listPage.bulk.clear')}
              </Button>
            )}
          </Flex>
        )}
        <Table<Row>
          rowKey={rowKey}
          columns={tableColumns}
          dataSource={page.data?.list ?? []}
          loading={page.isFetching}
          aria-label={label}
          scroll={{ x: 'max-content' }}
          onChange={onChange}
          onRow={onRow}
          rowClassName={rowClassName}
          locale={emptyText ? { emptyText } : undefined}
          rowSelection={
            bulkActions?.length
              ? {
                  selectedRowKeys: selected.keys,
                  onChange: (keys, rows) => setSelected({ keys, rows }),
                }
              : undefined
          }
          pagination={{
            current: paging.pageNo,
            pageSize: paging.pageSize,
            total: page.data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZES,
            showTotal: (total) => t('listPage.total', { count: total }),
          }}
        />
      </Card>
    </Flex>
  )
}
