import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import type { components } from '@/shared/api/schema'
import { envelope, renderWithProviders, serveApi } from '@/test/render'

import { NoticeList } from './NoticeList'


type Notice = components['schemas']['NoticeOut']
type NoticePage = components['schemas']['Page_NoticeOut_']
type Unread = components['schemas']['UnreadOut']

/** A notice as the list answers it; the app words its headline from the kind's facts. */
const notice = (id: number, data: Notice['data'], title: string): Notice => ({
  id,
  kind: data.kind,
  title,
  body: 'As the server worded it.',
  data,
  createdAt: '2026-11-22T05:40:00Z',
  read: true,
})

const NOTICES: Notice[] = [
  notice(
    1,
    { kind: 'invite_new', bookingId: 17, centre: 'Kowhai Kids Centre', place: 'Henderson', startsAt: '2026-11-25T08:30:00+13:00', rate: '32.00' },
    'New relief job at Kowhai Kids Centre',
  ),
  notice(
    2,
    { kind: 'job_confirmed', bookingId: 17, centre: 'Kowhai Kids Centre', days: 1, startsAt: '2026-11-25T08:30:00+13:00' },
    'You are booked at Kowhai Kids Centre',
  ),
  notice(3, { kind: 'job_canceled', bookingId: 17, centre: 'Kowhai Kids Centre', reason: 'Ratio covered' }, 'A booking was cancelled'),
  notice(
    4,
    { kind: 'extension_asked', jobRecordId: 9, centre: 'Kowhai Kids Centre', until: '2026-11-25T16:30:00+13:00' },
    'Kowhai Kids Centre asks you to stay later',
  ),
  notice(5, { kind: 'profile_approved' }, 'Your profile is approved'),
  notice(6, { kind: 'profile_rejected', reason: 'The registration has lapsed.' }, 'Your profile was not approved'),
  // A kind the teacher app does not sort (a centre's support ticket).
  notice(7, { kind: 'ticket_reply', ticketNo: 'T20261122001', subject: 'A question' }, 'Support replied to ticket T20261122001'),
]

function serve() {
  return serveApi((path) => {
    if (path === 'user/notice/list') {
      return envelope(0, { list: NOTICES, total: NOTICES.length, pageNo: 1, pageSize: 20 } satisfies NoticePage)
    }
    return envelope(0, { userUnReadNotices: 0 } satisfies Unread)
  })
}

const COLOURS = ['success', 'processing', 'error', 'warning'] as const

/** What a notice's card shows: its tag's label and colour (the plain grey is "default"), or no tag. */
function tagOf(item: HTMLElement): { label: string | null; colour: string } | null {
  const tag = item.querySelector<HTMLElement>('.ant-tag')
  if (!tag) return null
  return {
    label: tag.textContent,
    colour: COLOURS.find((colour) => tag.classList.contains(`ant-tag-${colour}`)) ?? 'default',
  }
}

async function renderList(onOpen = vi.fn()) {
  serve()
  renderWithProviders(<NoticeList onOpen={onOpen} />)
  const list = await screen.findByRole('list', { name: 'Notices' })
  const item = (title: string) => within(list).getByRole('button', { name: title })
  return { item, onOpen }
}

describe("the teacher's notices", () => {
  it('mark good news as a success, bad news as an error, and what asks something of the teacher as a warning', async () => {
    const { item } = await renderList()
    expect(tagOf(item('You are booked at Kowhai Kids Centre'))).toEqual({ label: 'Booked', colour: 'success' })
    expect(tagOf(item('Your profile is approved'))).toEqual({ label: 'Approved', colour: 'success' })
    expect(tagOf(item('A booking was cancelled'))).toEqual({ label: 'Cancelled', colour: 'error' })
    expect(tagOf(item('Your profile was not approved'))).toEqual({ label: 'Not approved', colour: 'error' })
    expect(tagOf(item('Kowhai Kids Centre asks you to stay later'))).toEqual({ label: 'Stay later?', colour: 'warning' })
  })

  it('make a new invite stand out', async () => {
    const { item } = await renderList()
    expect(tagOf(item('New relief job at Kowhai Kids Centre'))).toEqual({ label: 'New invite', colour: 'processing' })
  })

  it('show a kind the app does not sort without a tag, leading nowhere', async () => {
    const { item, onOpen } = await renderList()
    const reply = item('Support replied to ticket T20261122001')
    expect(tagOf(reply)).toBeNull()
    fireEvent.click(reply)
    expect(onOpen).not.toHaveBeenCalled()
  })

  it('lead to the screen of the change', async () => {
    const { item, onOpen } = await renderList()
    fireEvent.click(item('New relief job at Kowhai Kids Centre'))
    fireEvent.click(item('Kowhai Kids Centre asks you to stay later'))
    fireEvent.click(item('Your profile was not approved'))
    expect(onOpen.mock.calls).toEqual([['invites'], ['jobs'], ['setup']])
  })
})
