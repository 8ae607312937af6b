import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import type { components } from '@/shared/api/schema'
import { callsTo, envelope, renderWithProviders, serveApi } from '@/test/render'

import { unreadNoticesQueryOptions } from '../api/unreadNotices'
import { NoticeBell } from './NoticeBell'

type Unread = components['schemas']['UnreadOut']

describe('NoticeBell', () => {
  it('shows 99+ above 99 unread notices', async () => {
    serveApi(() => envelope(0, { userUnReadNotices: 150 } satisfies Unread))
    renderWithProviders(<NoticeBell enabled />)
    expect(await screen.findByRole('status', { name: 'Notifications: Unread notices: 150' })).toHaveTextContent('99+')
  })

  it('shows the count up to 99', async () => {
    serveApi(() => envelope(0, { userUnReadNotices: 7 } satisfies Unread))
    renderWithProviders(<NoticeBell enabled />)
    expect(await screen.findByRole('status', { name: 'Notifications: Unread notices: 7' })).toHaveTextContent('7')
  })

  it('does not ask without a session', () => {
    const fetchMock = serveApi(() => envelope(0, { userUnReadNotices: 1 } satisfies Unread))
    renderWithProviders(<NoticeBell enabled={false} />)
    expect(screen.getByRole('status', { name: 'Notifications: No unread notices' })).toBeInTheDocument()
    expect(callsTo(fetchMock, 'user/unread/notices')).toHaveLength(0)
  })
})

describe('NoticeBell as a link', () => {
  it('opens the updates and still reports the count', async () => {
    serveApi(() => envelope(0, { userUnReadNotices: 3 } satisfies Unread))
    renderWithProviders(<NoticeBell enabled to="/job/message" />)
    expect(await screen.findByRole('status', { name: 'Notifications: Unread notices: 3' })).toHaveTextContent('3')
    expect(screen.getByRole('link', { name: 'Open updates. Unread notices: 3' })).toHaveAttribute('href', '/job/message')
  })
})

describe('unread notices query', () => {
  it('polls every 30 s and on window focus', () => {
    expect(unreadNoticesQueryOptions()).toMatchObject({ refetchInterval: 30_000, refetchOnWindowFocus: true })
  })
})
