import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { callsTo, envelope, renderWithProviders, serveApi } from '@/test/render'

import type { ListColumn } from './columns'
import { requestExport } from './exportJob'
import { listBody, ListPage, type ListQuery } from './ListPage'

interface Person {
  id: number
  name: string
  email: string
  note: string
}

type Filters = { keyword?: string }

const people: Person[] = Array.from({ length: 45 }, (_, index) => ({
  id: index + 1,
  name: `Person ${index + 1}`,
  email: `p${index + 1}@example.com`,
  note: `note ${index + 1}`,
}))

const columns: ListColumn<Person>[] = [
  { key: 'name', title: 'Name', sortable: true },
  { key: 'email', title: 'E-mail', sortable: 'emailAddress' },
  { key: 'note', title: 'Note', defaultHidden: true },
  { key: 'actions', title: 'Actions', actions: true, render: () => 'open' },
]

function loader() {
  return vi.fn(async (query: ListQuery<Filters>) => {
    const start = (query.pageNo - 1) * query.pageSize
    return { list: people.slice(start, start + query.pageSize), total: people.length }
  })
}

function renderList(load = loader(), exportRows?: Parameters<typeof ListPage<Person, Filters>>[0]['exportRows']) {
  renderWithProviders(
    <ListPage<Person, Filters>
      listKey="people"
      title="People"
      label="People"
      rowKey="id"
      columns={columns}
      load={load}
      filterFields={
        <Form.Item name="keyword" label="Keyword">
          <Input />
        </Form.Item>
      }
      exportRows={exportRows}
    />,
  )
  return load
}


afterEach(() => {
  window.localStorage.clear()
})

/** The table has its rows (its loading veil takes the pointer while a page loads). */
async function settled() {
  await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull())
}

describe('ListPage', () => {
  it('labels its own filter fields when two lists share a page', async () => {
    const keyword = (
      <Form.Item name="keyword" label="Keyword">
        <Input />
      </Form.Item>
    )
    renderWithProviders(
      <>
        <ListPage<Person, Filters> listKey="people/list" title="People" label="People" rowKey="id" columns={columns} load={loader()} filterFields={keyword} />
        <ListPage<Person, Filters> listKey="others/list" title="Others" label="Others" rowKey="id" columns={columns} load={loader()} filterFields={keyword} />
      </>,
    )
    const fields = await screen.findAllByLabelText('Keyword')
    expect(fields).toHaveLength(2)
    expect(fields[0]).not.toBe(fields[1])
  }, 60_000)

  it('sorts on the server by the column heading clicked, from the first page', async () => {
    const load = renderList()
    await screen.findByText('Person 1')
    const user = userEvent.setup()
    await user.click(screen.getByRole('columnheader', { name: /E-mail/ }))
    await waitFor(() => expect(load).toHaveBeenLastCalledWith(expect.objectContaining({ sort: 'emailAddress,asc', pageNo: 1 }), expect.anything()))
    await settled()
    await user.click(screen.getByRole('columnheader', { name: /E-mail/ }))
    await waitFor(() => expect(load).toHaveBeenLastCalledWith(expect.objectContaining({ sort: 'emailAddress,desc' }), expect.anything()))
    await settled()
    await user.click(screen.getByRole('columnheader', { name: /^Name/ }))
    await waitFor(() => expect(load).toHaveBeenLastCalledWith(expect.objectContaining({ sort: 'name,asc' }), expect.anything()))
  })

  it('pages on the server and applies the filters from the first page', async () => {
    const load = renderList()
    await screen.findByText('Person 1')
    const user = userEvent.setup()
    await user.click(screen.getByTitle('2'))
    expect(await screen.findByText('Person 21')).toBeInTheDocument()
    expect(load).toHaveBeenLastCalledWith(expect.objectContaining({ pageNo: 2, pageSize: 20 }), expect.anything())
    await settled()

    await user.type(screen.getByRole('textbox', { name: 'Keyword' }), '  kowhai ')
    await user.click(screen.getByRole('button', { name: /Search/ }))
    await waitFor(() =>
      expect(load).toHaveBeenLastCalledWith({ filters: { keyword: 'kowhai' }, pageNo: 1, pageSize: 20, sort: undefined }, expect.anything()),
    )
    await settled()
    await user.click(screen.getByRole('button', { name: 'Reset' }))
    await waitFor(() => expect(load).toHaveBeenLastCalledWith(expect.objectContaining({ filters: {} }), expect.anything()))
  })

  it('shows and hides columns, and remembers the choice for the list', async () => {
    renderList()
    await screen.findByText('Person 1')
    expect(screen.queryByRole('columnheader', { name: 'Note' })).not.toBeInTheDocument()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Columns' }))
    const chooser = await screen.findByRole('group', { name: 'Columns' })
    await user.click(within(chooser).getByRole('checkbox', { name: 'Note' }))
    await user.click(within(chooser).getByRole('checkbox', { name: 'Name' }))
    expect(await screen.findByRole('columnheader', { name: 'Note' })).toBeInTheDocument()
    expect(screen.queryByRole('columnheader', { name: /^Name/ })).not.toBeInTheDocument()
    expect(JSON.parse(window.localStorage.getItem('listColumns:people') ?? '{}')).toEqual({ note: true, name: false })
  })

  it('exports the filters, the sort and the shown columns, shows the progress and offers the file', async () => {
    window.localStorage.setItem('listColumns:people', JSON.stringify({ note: true, email: false }))
    let asked = 0
    const fetchMock = serveApi((path) => {
      if (path === 'admin/staff/export') return envelope(0, { id: 7, status: 'queued', done: 0, total: 45, fileName: 'people.xlsx', createdAt: '2026-03-02T10:00:00+13:00' })
      if (path === 'admin/export/status') {
        asked += 1
        return asked === 1
          ? envelope(0, { id: 7, status: 'running', done: 20, total: 45, fileName: 'people.xlsx', createdAt: '2026-03-02T10:00:00+13:00' })
          : envelope(0, { id: 7, status: 'ready', done: 45, total: 45, fileName: 'people.xlsx', createdAt: '2026-03-02T10:00:00+13:00' })
      }
      if (path === 'admin/export/file/7') {
        return new Response('xlsx', { status: 200, headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } })
      }
      return envelope(1003)
    })
    const created = vi.fn(() => 'blob:people')
    vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL: created, revokeObjectURL: vi.fn() }))
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)

    const load = loader()
    renderList(load, (request) => requestExport('/admin/staff/export', request))
    await screen.findByText('Person 1')
    const user = userEvent.setup()
    await user.type(screen.getByRole('textbox', { name: 'Keyword' }), 'kowhai')
    await user.click(screen.getByRole('button', { name: /Search/ }))
    // The filtered page is asked for before its loading veil is waited out.
    await waitFor(() => expect(load.mock.lastCall?.[0]).toMatchObject({ filters: { keyword: 'kowhai' } }))
    await settled()
    await user.click(screen.getByRole('columnheader', { name: /^Name/ }))
    await waitFor(() => expect(load.mock.lastCall?.[0]).toMatchObject({ sort: 'name,asc' }))
    await settled()
    await user.click(screen.getByRole('button', { name: /Export to Excel/ }))

    await waitFor(() =>
      expect(callsTo(fetchMock, 'admin/staff/export')).toEqual([
        {
          keyword: 'kowhai',
          sort: 'name,asc',
          columns: [
            { key: 'name', title: 'Name' },
            { key: 'note', title: 'Note' },
          ],
        },
      ]),
    )
    // Ant Design numbers ids alike in tests, so the dialog is found by its role and then its title.
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('Export to Excel')).toBeInTheDocument()
    expect(await within(dialog).findByText('The spreadsheet is ready.')).toBeInTheDocument()
    expect(within(dialog).getByText('45 of 45 rows written')).toBeInTheDocument()
    expect(within(dialog).getByText('people.xlsx')).toBeInTheDocument()
    expect(callsTo(fetchMock, 'admin/export/status')[0]).toEqual({ id: 7 })

    // The dialog may still be zooming in (no pointer events in jsdom's eyes until its animation ends).
    await userEvent.setup({ pointerEventsCheck: 0 }).click(within(dialog).getByRole('button', { name: /Download/ }))
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1))
    expect(created).toHaveBeenCalledTimes(1)
    const [input, init] = fetchMock.mock.calls.find(([url]) => String(url).includes('/export/file/')) ?? []
    expect(String(input)).toBe('/api/admin/export/file/7')
    expect(init?.method).toBe('GET')
  })

  it('builds the request body from the query', () => {
    expect(listBody({ filters: { keyword: 'a' }, pageNo: 2, pageSize: 50 })).toEqual({ keyword: 'a', pageNo: 2, pageSize: 50 })
    expect(listBody({ filters: {}, pageNo: 1, pageSize: 20, sort: 'at,desc' })).toEqual({ pageNo: 1, pageSize: 20, sort: 'at,desc' })
  })
})
