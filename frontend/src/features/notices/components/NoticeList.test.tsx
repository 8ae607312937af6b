import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import type { components } from '@/shared/api/schema'
import { callsTo, envelope, renderWithProviders, serveApi } from '@/test/render'

import type { Notice } from '../api/noticeList'
import { NoticeBell } from './NoticeBell'
import { NoticeList } from './NoticeList'

type NoticePage = components['schemas']['Page_NoticeOut_']
type Unread = components['schemas']['UnreadOut']

const notices: Notice[] = [
  {
    id: 12,
    kind: 'teacher_interested',
    title: 'Aroha Smith is interested in booking 4',
    body: 'Aroha Smith answered interested. Confirm their price to book them.',
    data: { kind: 'teacher_interested', bookingId: 4, teacher: 'Aroha Smith', autoConfirm: false },
    createdAt: '2026-11-22T05:40:00Z',
    read: false,
  },
  {
    id: 11,
    kind: 'extension_declined',
    title: 'Mere Tane declined the extension',
    body: 'Mere Tane cannot stay until 16:30.',
    data: { kind: 'extension_declined', jobRecordId: 7, teacher: 'Mere Tane', until: '2026-11-21T16:30:00+13:00' },
    createdAt: '2026-11-21T05:40:00Z',
    read: true,
  },
]

/** A server whose unread count drops when notices are read. */
function serve() {
  let unread = 1
  return serveApi((path) => {
    if (path === 'user/notice/list') {
      const page: NoticePage = { list: notices.map((n) => ({ ...n, read: n.read || unread === 0 })), total: 2, pageNo: 1, pageSize: 20 }
      return envelope(0, page)
    }
    if (path === 'user/unread/notices') return envelope(0, { userUnReadNotices: unread } satisfies Unread)
    if (path === 'user/notice/read') {
      unread = 0
      return envelope(0, { userUnReadNotices: 0 } satisfies Unread)
    }
    return envelope(0, null)
  })
}

function renderPage() {
  return renderWithProviders(
    <>
      <NoticeBell enabled to="/job/message" />
      <NoticeList bookingPath={(id) => `/bookings/detail/${id}`} />
    </>,
  )
}

describe('NoticeList', () => {
  it('words each notice, marks the unread and links the booking', async () => {
    serve()
    renderPage()
    expect(await screen.findByRole('link', { name: 'Aroha Smith is interested in booking #4' })).toHaveAttribute(
      'href',
      '/bookings/detail/4',
    )
    expect(screen.getByRole('link', { name: 'Open booking #4' })).toBeInTheDocument()
    expect(screen.getByText('Mere Tane declined the extension')).toBeInTheDocument()
    expect(screen.getByText('New')).toBeInTheDocument()
  })

  it('marks a notice read when it is opened, and the bell follows', async () => {
    const fetchMock = serve()
    renderPage()
    expect(await screen.findByRole('status', { name: 'Notifications: Unread notices: 1' })).toBeInTheDocument()
    fireEvent.click(await screen.findByRole('link', { name: 'Aroha Smith is interested in booking #4' }))
    await waitFor(() => expect(callsTo(fetchMock, 'user/notice/read')).toEqual([{ noticeId: 12 }]))
    expect(await screen.findByRole('status', { name: 'Notifications: No unread notices' })).toBeInTheDocument()
  })

  it('marks every notice read at once', async () => {
    const fetchMock = serve()
    renderPage()
    await screen.findByText('Unread: 1')
    fireEvent.click(screen.getByRole('button', { name: /Mark all read$/ }))
    const popup = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ant-popconfirm')
      if (!found) throw new Error('The confirmation is not open yet.')
      return found
    })
    fireEvent.click(within(popup).getByRole('button', { name: 'Mark all read' }))
    await waitFor(() => expect(callsTo(fetchMock, 'user/notice/read')).toEqual([{}]))
    expect(await screen.findByText('All read')).toBeInTheDocument()
  })
})
