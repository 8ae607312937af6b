import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { callsTo, envelope, renderWithProviders, serveApi } from '@/test/render'

import type { Message } from '../api/messages'
import { MessageDrawer } from './MessageDrawer'


const KOWHAI = { userId: 31, kind: 'centre' as const, name: 'Kowhai Kids', email: 'hello@kowhai.test', enabled: true }
const ROTO = { userId: 40, kind: 'teacher' as const, name: 'Aroha Roto', email: 'aroha@example.test', enabled: true }

function message(changes: Partial<Message> = {}): Message {
  return {
    id: 12,
    subject: 'Planned maintenance',
    description: 'The platform pauses on Sunday\nfrom 2 to 3 am.',
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

function serveMessages(answers: Record<string, (body: unknown) => Response> = {}) {
  return serveApi((path, body) => {
    const answer = answers[path]
    if (answer) return answer(body)
    if (path === 'admin/message/accounts') {
      const keyword = ((body as { keyword: string | null }).keyword ?? '').toLowerCase()
      return envelope(0, { list: [KOWHAI, ROTO].filter((a) => `${a.name} ${a.email}`.toLowerCase().includes(keyword)) })
    }
    if (path === 'admin/message/save') return envelope(0, message({ ...(body as Partial<Message>), id: 12 }))
    if (path === 'admin/message/publish') return envelope(0, message({ status: 'published' }))
    if (path === 'admin/message/delete') return envelope(0, {})
    return envelope(1003, null, 'unexpected')
  })
}

function openOn(open: Message | 'new', rights = { canEdit: true, canPublish: true }) {
  const onClose = vi.fn()
  renderWithProviders(<MessageDrawer open={open} {...rights} onClose={onClose} />)
  return { onClose, user: userEvent.setup() }
}

describe('MessageDrawer', () => {
  it('saves a new draft for chosen accounts found by name', async () => {
    const fetchMock = serveMessages()
    const { user, onClose } = openOn('new')
    await user.type(await screen.findByLabelText('Subject'), '  Planned maintenance ')
    await user.type(screen.getByLabelText('Message'), 'Sunday 2 to 3 am.')
    await user.click(screen.getByText('Chosen accounts'))
    const picker = await screen.findByLabelText('Accounts')
    await user.type(picker, 'kowhai')
    // Typing pauses before the search; the first, empty search may already list every account.
    await waitFor(() => expect(callsTo(fetchMock, 'admin/message/accounts')).toContainEqual({ keyword: 'kowhai' }))
    await user.click(await screen.findByText('hello@kowhai.test'))
    // A later search does not find the first account; it stays named.
    await user.type(picker, 'aroha')
    await user.click(await screen.findByText('aroha@example.test'))
    const chosen = picker.closest('.ant-select') as HTMLElement
    expect(within(chosen).getByText('Kowhai Kids')).toBeInTheDocument()
    expect(within(chosen).getByText('Aroha Roto')).toBeInTheDocument()
    await user.click(screen.getByLabelText('Also send it by e-mail'))
    await user.click(screen.getByRole('button', { name: 'Save draft' }))
    expect(await screen.findByText('Draft saved.')).toBeInTheDocument()
    expect(callsTo(fetchMock, 'admin/message/save')).toEqual([
      {
        subject: 'Planned maintenance',
        description: 'Sunday 2 to 3 am.',
        audience: 'accounts',
        accountIds: [31, 40],
        sendEmail: true,
      },
    ])
    expect(onClose).toHaveBeenCalled()
  })

  it('asks for the subject, the text and an account before sending anything', async () => {
    const fetchMock = serveMessages()
    const { user } = openOn('new')
    await user.click(await screen.findByText('Chosen accounts'))
    await user.click(screen.getByRole('button', { name: 'Save draft' }))
    expect(await screen.findByText('Enter a subject.')).toBeInTheDocument()
    expect(screen.getByText('Enter the message.')).toBeInTheDocument()
    expect(screen.getByText('Choose at least one account.')).toBeInTheDocument()
    expect(callsTo(fetchMock, 'admin/message/save')).toHaveLength(0)
  })

  it('publishes a draft after the confirmation, saving it first', async () => {
    const fetchMock = serveMessages()
    const { user, onClose } = openOn(message({ sendEmail: true, audience: 'centres' }))
    await user.click(await screen.findByRole('button', { name: 'Publish…' }))
    const confirm = (await screen.findByText('Publish this message?', { selector: '.ant-modal-confirm-title' })).closest(
      '.ant-modal',
    ) as HTMLElement
    expect(
      within(confirm).getByText('All centres will find it in the bell and in their e-mail. A published message can no longer be changed.'),
    ).toBeInTheDocument()
    await user.click(within(confirm).getByRole('button', { name: 'Publish' }))
    expect(await screen.findByText('Published: the accounts are being told.')).toBeInTheDocument()
    expect(callsTo(fetchMock, 'admin/message/save')).toEqual([
      expect.objectContaining({ id: 12, audience: 'centres', sendEmail: true }),
    ])
    expect(callsTo(fetchMock, 'admin/message/publish')).toEqual([{ id: 12 }])
    expect(onClose).toHaveBeenCalled()
  })

  it("shows the server's refusal under the field it names", async () => {
    serveMessages({
      'admin/message/save': () =>
        envelope(1000, { code: 42804, field: 'accountIds', values: { ids: '40' } }, 'These accounts are not centres or teachers: 40.'),
    })
    const { user } = openOn(message({ audience: 'accounts', accountIds: [31, 40], accounts: [KOWHAI, ROTO] }))
    // The chosen accounts are named without a search.
    expect(await screen.findByText('Kowhai Kids')).toBeInTheDocument()
    expect(screen.getByText('Aroha Roto')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Save draft' }))
    const field = (await screen.findByText('These accounts are not centres or teachers: 40.')).closest('.ant-form-item') as HTMLElement
    expect(within(field).getByText('Accounts')).toBeInTheDocument()
  })

  it('deletes a draft after asking', async () => {
    const fetchMock = serveMessages()
    const { user, onClose } = openOn(message())
    await user.click(await screen.findByRole('button', { name: 'Delete draft' }))
    await user.click(await screen.findByRole('button', { name: 'OK' }))
    expect(await screen.findByText('Draft deleted.')).toBeInTheDocument()
    expect(callsTo(fetchMock, 'admin/message/delete')).toEqual([{ id: 12 }])
    await waitFor(() => expect(onClose).toHaveBeenCalled())
  })

  it('only reads a published message, with how far its delivery went', async () => {
    serveMessages()
    openOn(
      message({
        status: 'published',
        publishedAt: '2026-11-20T02:00:00Z',
        delivered: 240,
        deliveredAt: '2026-11-20T02:01:00Z',
        sendEmail: true,
      }),
    )
    expect(await screen.findByText('Accounts told: 240 (finished 20 Nov 2026 15:01)')).toBeInTheDocument()
    expect(screen.getByText('Published', { selector: '.ant-tag' })).toBeInTheDocument()
    expect(screen.getByText('Accounts told: 240 (finished 20 Nov 2026 15:01)')).toBeInTheDocument()
    expect(screen.getByText(/The platform pauses on Sunday/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Save draft' })).not.toBeInTheDocument()
  })

  it('shows a draft read-only to someone who may not write messages', async () => {
    serveMessages()
    openOn(message(), { canEdit: false, canPublish: true })
    expect(await screen.findByText('Draft', { selector: '.ant-tag' })).toBeInTheDocument()
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
  })
})
