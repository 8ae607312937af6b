import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'

import type { Authority } from '@/shared/authority/authority'
import { AuthorityProvider } from '@/shared/authority/permission'
import { callsTo, envelope, renderWithProviders, serveApi } from '@/test/render'

import type { StaffTicketDetail as TicketDetail, StaffTicketItem as TicketItem } from '../api/staffTickets'
import { SupportDeskPage } from './SupportDeskPage'

const item: TicketItem = {
  ticketNo: 'T20261122001',
  category: 1,
  subject: 'Booking stuck',
  status: 1,
  createdAt: '2026-11-22T08:00:00Z',
  updatedAt: '2026-11-22T08:00:00Z',
  closedAt: null,
  centreId: 3,
  centreName: 'Kowhai Kids Centre',
  assigneeId: null,
  assigneeName: null,
}

const detail: TicketDetail = {
  ...item,
  messages: [
    {
      id: 70,
      fromStaff: false,
      authorName: 'Kowhai Kids Centre',
      body: 'Nobody came.',
      createdAt: '2026-11-22T08:00:00Z',
      attachments: [{ fileId: 51, fileName: 'screen.png', contentType: 'image/png', size: 48213 }],
    },
  ],
  notes: [],
}

function staff(permissions: string[]): Authority {
  return { userId: 2, name: 'Mere', email: 'mere@example.com', passwordIsDefault: false, level: 2, everyPermission: false, permissions, menus: [] }
}

function renderDesk(permissions: string[]) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <AuthorityProvider authority={staff(permissions)}>{children}</AuthorityProvider>
  )
  renderWithProviders(
    <Wrapper>
      <SupportDeskPage />
    </Wrapper>,
  )
}

function serveDesk() {
  let current = detail
  return serveApi((path, body) => {
    if (path === 'admin/support/ticket/list') return envelope(0, { list: [item], total: 1, pageNo: 1, pageSize: 20 })
    if (path === 'admin/support/ticket/detail') return envelope(0, current)
    if (path === 'admin/support/ticket/reply') {
      const { body: text } = body as { body: string }
      current = {
        ...current,
        status: 2,
        messages: [
          ...current.messages,
          { id: 71, fromStaff: true, authorName: 'Mere', body: text, createdAt: '2026-11-22T09:00:00Z', attachments: [] },
        ],
      }
      return envelope(0, current)
    }
    if (path === 'admin/support/ticket/assignees')
      return envelope(0, { assignees: [{ id: 2, name: 'Mere' }, { id: 5, name: 'Ana Support' }] })
    if (path === 'admin/support/ticket/assign') {
      const { assigneeId } = body as { assigneeId: number | null }
      const names: Record<number, string> = { 2: 'Mere', 5: 'Ana Support' }
      current = { ...current, assigneeId, assigneeName: assigneeId === null ? null : (names[assigneeId] ?? null) }
      return envelope(0, current)
    }
    if (path === 'admin/support/ticket/note') {
      const { body: text } = body as { body: string }
      current = {
        ...current,
        notes: [...current.notes, { id: 9, authorId: 2, authorName: 'Mere', body: text, createdAt: '2026-11-22T09:30:00Z' }],
      }
      return envelope(0, current)
    }
    if (path === 'admin/support/ticket/status') {
      current = { ...current, status: (body as { status: number }).status }
      return envelope(0, current)
    }
    return envelope(1003, null, 'not served')
  })
}

afterEach(() => window.localStorage.clear())

async function openTicket() {
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: 'T20261122001' }))
  const drawer = await screen.findByRole('dialog')
  await within(drawer).findByText('Nobody came.')
  return { user, drawer }
}

describe('SupportDeskPage', () => {
  it('lists every centre’s tickets and asks the server for the filters', async () => {
    const fetchMock = serveDesk()
    renderDesk(['ticket:list'])
    const table = await screen.findByRole('table', { name: 'Support tickets of every centre' })
    expect(await within(table).findByText('Kowhai Kids Centre')).toBeInTheDocument()
    expect(within(table).getByText('Booking stuck')).toBeInTheDocument()
    expect(within(table).getByText('New')).toBeInTheDocument()

    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Search'), '  kowhai ')
    await user.click(screen.getByRole('button', { name: /Search/ }))
    await waitFor(() => expect(callsTo(fetchMock, 'admin/support/ticket/list')).toHaveLength(2))
    expect(callsTo(fetchMock, 'admin/support/ticket/list')[1]).toEqual({ keyword: 'kowhai', pageNo: 1, pageSize: 20 })
  })

  it('opens the conversation and sends a reply as staff', async () => {
    const fetchMock = serveDesk()
    renderDesk(['ticket:list', 'ticket:reply', 'ticket:status'])
    const { user, drawer } = await openTicket()
    expect(within(drawer).getByRole('article', { name: 'Kowhai Kids Centre' })).toBeInTheDocument()
    expect(within(drawer).getByRole('button', { name: /Open screen.png/ })).toBeInTheDocument()

    await user.type(within(drawer).getByRole('textbox', { name: 'Reply to the centre' }), 'Please try again.')
    await user.click(within(drawer).getByRole('button', { name: 'Send reply' }))
    // Staff read who replied (the centre reads "Relief support").
    expect(await within(drawer).findByRole('article', { name: 'Mere' })).toHaveTextContent('Please try again.')
    expect(callsTo(fetchMock, 'admin/support/ticket/reply')).toEqual([
      { ticketNo: 'T20261122001', body: 'Please try again.', fileIds: [] },
    ])
    // The list is asked again, to show the ticket's new state.
    await waitFor(() => expect(callsTo(fetchMock, 'admin/support/ticket/list').length).toBeGreaterThan(1))
  })

  it('changes the ticket’s state, never back to new', async () => {
    const fetchMock = serveDesk()
    renderDesk(['ticket:list', 'ticket:status'])
    const { user } = await openTicket()
    await user.click(screen.getByRole('button', { name: /Change status/ }))
    const menu = await screen.findByRole('menu')
    expect(within(menu).queryByText('New')).toBeNull()
    await user.click(within(menu).getByText('Waiting on centre'))
    await waitFor(() =>
      expect(callsTo(fetchMock, 'admin/support/ticket/status')).toEqual([{ ticketNo: 'T20261122001', status: 3 }]),
    )
    expect(await screen.findByText('The ticket is now Waiting on centre; the centre is notified.')).toBeInTheDocument()
  })

  it('asks before closing a ticket', async () => {
    const fetchMock = serveDesk()
    renderDesk(['ticket:list', 'ticket:status'])
    const { user } = await openTicket()
    await user.click(screen.getByRole('button', { name: /Change status/ }))
    await user.click(within(await screen.findByRole('menu')).getByText('Closed'))
    const confirm = (await screen.findAllByText('Close ticket T20261122001?'))[0]?.closest('.ant-modal')
    expect(callsTo(fetchMock, 'admin/support/ticket/status')).toEqual([])
    await user.click(within(confirm as HTMLElement).getByRole('button', { name: 'Close ticket' }))
    await waitFor(() =>
      expect(callsTo(fetchMock, 'admin/support/ticket/status')).toEqual([{ ticketNo: 'T20261122001', status: 7 }]),
    )
  })

  it('hides the reply box and the status change without their permissions', async () => {
    serveDesk()
    renderDesk(['ticket:list'])
    const { drawer } = await openTicket()
    expect(within(drawer).queryByRole('textbox', { name: 'Reply to the centre' })).toBeNull()
    expect(screen.queryByRole('button', { name: /Change status/ })).toBeNull()
  })

  it('assigns a ticket to me from the list and filters by assignee', async () => {
    const fetchMock = serveDesk()
    renderDesk(['ticket:list', 'ticket:assign'])
    const table = await screen.findByRole('table', { name: 'Support tickets of every centre' })
    expect(await within(table).findByText('Unassigned')).toBeInTheDocument()
    const user = userEvent.setup()
    await user.click(within(table).getByRole('button', { name: 'Assign ticket T20261122001' }))
    const menu = await screen.findByRole('menu')
    expect(within(menu).getByText('Ana Support')).toBeInTheDocument()
    expect(within(menu).queryByText('Unassign')).toBeNull()
    await user.click(within(menu).getByText('Assign to me'))
    await waitFor(() =>
      // (callsTo matches by the path's start, so it also counts the assignees call's empty bodies.)
      expect(callsTo(fetchMock, 'admin/support/ticket/assign')).toContainEqual({ ticketNo: 'T20261122001', assigneeId: 2 }),
    )
    expect(await screen.findByText('Ticket T20261122001 is assigned to Mere.')).toBeInTheDocument()

    await user.click(screen.getByLabelText('Assignee'))
    await user.click(await screen.findByTitle('Mine'))
    await user.click(screen.getByRole('button', { name: /Search/ }))
    await waitFor(() =>
      expect(callsTo(fetchMock, 'admin/support/ticket/list')).toContainEqual({ assignee: 'mine', pageNo: 1, pageSize: 20 }),
    )
  })

  it('keeps internal notes on their own panel, apart from the thread', async () => {
    const fetchMock = serveDesk()
    renderDesk(['ticket:list', 'ticket:reply'])
    const { user, drawer } = await openTicket()
    const notes = within(drawer).getByRole('region', { name: 'Internal notes' })
    expect(within(notes).getByText('Staff only: the centre never sees these.')).toBeInTheDocument()
    await user.type(within(notes).getByRole('textbox', { name: 'Add an internal note' }), 'Owes two invoices.')
    await user.click(within(notes).getByRole('button', { name: 'Save note' }))
    expect(await within(notes).findByRole('listitem', { name: 'Note by Mere' })).toHaveTextContent('Owes two invoices.')
    expect(callsTo(fetchMock, 'admin/support/ticket/note')).toEqual([{ ticketNo: 'T20261122001', body: 'Owes two invoices.' }])
    // Not a message of the thread.
    expect(within(drawer).queryByRole('article', { name: 'Mere' })).toBeNull()
  })

  it('hides Assign and the note box without their permissions', async () => {
    serveDesk()
    renderDesk(['ticket:list'])
    const { drawer } = await openTicket()
    expect(screen.queryByRole('button', { name: /Assign ticket/ })).toBeNull()
    expect(within(drawer).queryByRole('textbox', { name: 'Add an internal note' })).toBeNull()
    expect(within(drawer).getByText('No notes yet.')).toBeInTheDocument()
  })
})
