import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'

import { callsTo, envelope, renderWithProviders, serveApi } from '@/test/render'

import type { Message } from '../api/messages'
import { MessagesPage } from './MessagesPage'

afterEach(() => window.localStorage.clear())

function message(id: number, changes: Partial<Message> = {}): Message {
  return {
    id,
    subject: `Message ${id}`,
    description: 'Read me.',
    audience: 'everyone',
    accountIds: [],
    accounts: [],
    sendEmail: false,
    status: 'draft',
    authorId: 1,
    authorName: 'Mere Staff',
    authorEmail: 'mere@relief.example',
    createdAt: '2026-11-20T01:00:00Z',
    publishedAt: null,
    delivered: 0,
    deliveredAt: null,
    ...changes,
  }
}

const ROWS = [
  message(2, { subject: 'Planned maintenance', audience: 'centres' }),
  message(1, { subject: 'Welcome', status: 'published', publishedAt: '2026-11-19T20:00:00Z', delivered: 42 }),
]

function serveList() {
  return serveApi((path, body) => {
    if (path === 'admin/message/list') return envelope(0, { list: ROWS, total: ROWS.length, pageNo: 1, pageSize: 20 })
    if (path === 'admin/message/publish') return envelope(0, { ...ROWS[0], status: 'published' })
    if (path === 'admin/message/export') return envelope(0, { id: 5, status: 'queued', done: 0, total: 2, fileName: 'messages.xlsx', createdAt: '2026-11-20T01:00:00Z' })
    if (path === 'admin/export/status') return envelope(0, { id: 5, status: 'running', done: 1, total: 2, fileName: 'messages.xlsx', createdAt: '2026-11-20T01:00:00Z' })
    return envelope(1003, { body }, 'unexpected')
  })
}

async function settled() {
  await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull())
}

describe('MessagesPage', () => {
  it('lists messages newest first with their audience, status and delivery', async () => {
    const fetchMock = serveList()
    renderWithProviders(<MessagesPage canEdit canPublish />)
    const table = await screen.findByRole('table')
    expect(await within(table).findByText('Planned maintenance')).toBeInTheDocument()
    expect(within(table).getByText('All centres')).toBeInTheDocument()
    expect(within(table).getByText('Published', { selector: '.ant-tag' })).toBeInTheDocument()
    expect(within(table).getByText('42')).toBeInTheDocument()
    expect(callsTo(fetchMock, 'admin/message/list')[0]).toEqual({ pageNo: 1, pageSize: 20, sort: 'createdAt,desc' })
    // Only drafts are published or removed.
    const published = within(table).getByText('Welcome').closest('tr') as HTMLElement
    expect(within(published).queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument()
    expect(within(published).getByRole('button', { name: 'View' })).toBeInTheDocument()
  })

  it('asks the server for the subject, status and audience chosen', async () => {
    const fetchMock = serveList()
    const user = userEvent.setup()
    renderWithProviders(<MessagesPage canEdit canPublish />)
    await settled()
    const filters = screen.getByRole('form')
    await user.type(within(filters).getByLabelText('Subject'), ' maintenance ')
    await user.click(within(filters).getByLabelText('Status'))
    await user.click(await screen.findByTitle('Draft'))
    await user.click(within(filters).getByRole('button', { name: /Search/ }))
    await waitFor(() =>
      expect(callsTo(fetchMock, 'admin/message/list').at(-1)).toEqual({
        keyword: 'maintenance',
        status: 'draft',
        pageNo: 1,
        pageSize: 20,
        sort: 'createdAt,desc',
      }),
    )
  })

  it('publishes a draft from the list after the confirmation', async () => {
    const fetchMock = serveList()
    const user = userEvent.setup()
    renderWithProviders(<MessagesPage canEdit canPublish />)
    const row = (await screen.findByText('Planned maintenance')).closest('tr') as HTMLElement
    await settled()
    await user.click(within(row).getByRole('button', { name: 'Publish' }))
    const confirm = (await screen.findByText('Publish this message?', { selector: '.ant-modal-confirm-title' })).closest('.ant-modal') as HTMLElement
    expect(within(confirm).getByText(/All centres will find it in the bell\./)).toBeInTheDocument()
    await user.click(within(confirm).getByRole('button', { name: 'Publish' }))
    expect(await screen.findByText('Published: the accounts are being told.')).toBeInTheDocument()
    expect(callsTo(fetchMock, 'admin/message/publish')).toEqual([{ id: 2 }])
  })

  it('exports exactly the filtered rows and the columns shown', async () => {
    const fetchMock = serveList()
    const user = userEvent.setup()
    renderWithProviders(<MessagesPage canEdit canPublish />)
    await screen.findByText('Planned maintenance')
    await settled()
    await user.click(screen.getByRole('button', { name: /Export/ }))
    await waitFor(() => expect(callsTo(fetchMock, 'admin/message/export')).toHaveLength(1))
    const [request] = callsTo(fetchMock, 'admin/message/export') as [{ sort: string; columns: { key: string }[] }]
    expect(request.sort).toBe('createdAt,desc')
    expect(request.columns.map((column) => column.key)).toEqual(['subject', 'audience', 'status', 'delivered', 'createdAt', 'publishedAt'])
    // The status is written in the words the list shows.
    expect(request.columns[2]).toEqual({ key: 'status', title: 'Status', labels: { draft: 'Draft', published: 'Published' } })
  })

  it('offers no writing without message:edit and no publishing without message:publish', async () => {
    serveList()
    renderWithProviders(<MessagesPage canEdit={false} canPublish={false} />)
    const row = (await screen.findByText('Planned maintenance')).closest('tr') as HTMLElement
    expect(screen.queryByRole('button', { name: /New message/ })).not.toBeInTheDocument()
    expect(within(row).queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument()
    expect(within(row).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument()
    expect(within(row).getByRole('button', { name: 'View' })).toBeInTheDocument()
  })
})
