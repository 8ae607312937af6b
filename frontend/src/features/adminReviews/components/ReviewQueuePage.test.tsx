import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'

import type { Authority } from '@/shared/authority/authority'
import { AuthorityProvider } from '@/shared/authority/permission'
import { callsTo, envelope, renderWithProviders, serveApi } from '@/test/render'

import type { StaffReview } from '../api/reviewList'
import { ReviewQueuePage } from './ReviewQueuePage'

const waiting: StaffReview = {
  reviewId: 9,
  status: 0,
  centreId: 3,
  centreName: 'Kowhai Kids Centre',
  teacherId: 12,
  teacherName: 'Mere Smith',
  jobRecordId: 40,
  bookingId: 22,
  date: '2026-05-04',
  score: '4.50',
  answers: [],
  comment: 'Lovely with the toddlers.',
  reviewedAt: '2026-05-04T06:00:00Z',
  decidedAt: null,
  reason: null,
}

function staff(permissions: string[]): Authority {
  return { userId: 2, name: 'Tama', email: 'tama@example.com', passwordIsDefault: false, level: 2, everyPermission: false, permissions, menus: [] }
}

function renderQueue(permissions: string[]) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <AuthorityProvider authority={staff(permissions)}>{children}</AuthorityProvider>
  )
  renderWithProviders(
    <Wrapper>
      <ReviewQueuePage />
    </Wrapper>,
  )
}

function serveQueue() {
  return serveApi((path, body) => {
    if (path === 'admin/review/list') return envelope(0, { list: [waiting], total: 1, pageNo: 1, pageSize: 20 })
    if (path === 'admin/review/decide') {
      const decision = body as { reviewId: number; approve: boolean; reason?: string }
      return envelope(0, { reviewId: decision.reviewId, status: decision.approve ? 1 : 2, reason: decision.reason ?? null, teacherId: 12, teacherRating: '4.50' })
    }
    return envelope(1003, null, 'not served')
  })
}

afterEach(() => window.localStorage.clear())

describe('ReviewQueuePage', () => {
  it('asks for the waiting reviews first and approves one', async () => {
    const fetchMock = serveQueue()
    renderQueue(['review:list', 'review:decide'])
    const table = await screen.findByRole('table', { name: "Centres' reviews of teachers" })
    expect(await within(table).findByText('Mere Smith')).toBeInTheDocument()
    expect(callsTo(fetchMock, 'admin/review/list')[0]).toEqual({ status: 0, pageNo: 1, pageSize: 20 })
    const user = userEvent.setup()
    await user.click(within(table).getByRole('button', { name: 'Approve' }))
    await waitFor(() => expect(callsTo(fetchMock, 'admin/review/decide')).toEqual([{ reviewId: 9, approve: true }]))
  })

  it('disapproves only with a reason', async () => {
    const fetchMock = serveQueue()
    renderQueue(['review:list', 'review:decide'])
    const table = await screen.findByRole('table', { name: "Centres' reviews of teachers" })
    const user = userEvent.setup()
    await user.click(await within(table).findByRole('button', { name: 'Disapprove' }))
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: 'Disapprove' }))
    expect(await within(dialog).findByText('Please give the reason for disapproving the review.')).toBeInTheDocument()
    expect(callsTo(fetchMock, 'admin/review/decide')).toEqual([])
    await user.type(within(dialog).getByLabelText('Reason'), '  Names a child. ')
    await user.click(within(dialog).getByRole('button', { name: 'Disapprove' }))
    await waitFor(() =>
      expect(callsTo(fetchMock, 'admin/review/decide')).toEqual([{ reviewId: 9, approve: false, reason: 'Names a child.' }]),
    )
  })

  it('offers no decision without review:decide', async () => {
    serveQueue()
    renderQueue(['review:list'])
    const table = await screen.findByRole('table', { name: "Centres' reviews of teachers" })
    expect(await within(table).findByText('Mere Smith')).toBeInTheDocument()
    expect(within(table).queryByRole('button', { name: 'Approve' })).toBeNull()
  })
})
