import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'

import type { Authority } from '@/shared/authority/authority'
import { AuthorityProvider } from '@/shared/authority/permission'
import { callsTo, envelope, renderWithProviders, serveApi } from '@/test/render'

import type { BookingRow, JobRecordRow } from '../api/deskLists'
import { AdminBookingsPage } from './AdminBookingsPage'
import { DeskDetailDrawer } from './DeskDetailDrawer'

const booking: BookingRow = {
  bookingId: 22,
  centreId: 3,
  centreName: 'Kowhai Kids Centre',
  parentId: null,
  status: 1,
  bookingType: 1,
  inviteType: 1,
  startsAt: '2026-03-02T20:00:00Z',
  endsAt: '2026-03-03T04:00:00Z',
  hourlyRate: '30.00',
  numberOfTeachers: 1,
  multiDay: false,
  includeWeekends: false,
  includeHolidays: false,
  repeatWeekdays: '',
  boosted: false,
  boostIncentive: null,
  inviteRangeKm: 10,
  gender: 0,
  genderJustification: null,
  ageGroup: 1,
  talentPool: 1,
  qualification: 1,
  notes: 'Toddler room',
  cancelReason: null,
  canceledAt: null,
  confirmedAt: null,
  failedAt: null,
  createdAt: '2026-02-27T20:00:00Z',
}

const record: JobRecordRow = {
  jobRecordId: 40,
  bookingId: 22,
  inviteId: 7,
  centreId: 3,
  centreName: 'Kowhai Kids Centre',
  teacherId: 12,
  teacherName: 'Mere Smith',
  status: 3,
  startsAt: '2026-03-02T20:00:00Z',
  endsAt: '2026-03-03T04:00:00Z',
  finishedAt: null,
  breakMinutes: 30,
  workingHours: '7.50',
  hourlyRate: '30.00',
  grossPayment: '225.00',
  leaveAt: null,
  leaveReason: null,
  cancelReason: null,
  canceledAt: null,
  cancelFee: null,
  extensionEndsAt: null,
  extensionAnswer: null,
  timeSheetStatus: null,
  invoiceId: null,
  invoiceStatus: null,
}

function staff(permissions: string[]): Authority {
  return { userId: 2, name: 'Tama', email: 'tama@example.com', passwordIsDefault: false, level: 2, everyPermission: false, permissions, menus: [] }
}

function renderDesk(permissions: string[]) {
  const Wrapper = ({ children }: { children: ReactNode }) => <AuthorityProvider authority={staff(permissions)}>{children}</AuthorityProvider>
  renderWithProviders(
    <Wrapper>
      <AdminBookingsPage />
    </Wrapper>,
  )
}

function serveDesk() {
  return serveApi((path) => {
    const page = (list: unknown[]) => envelope(0, { list, total: list.length, pageNo: 1, pageSize: 20 })
    if (path === 'statistical/job/book/list') return page([booking])
    if (path === 'statistical/job/invite/list') return page([])
    if (path === 'statistical/job/record/list') return page([record])
    if (path === 'statistical/job/book/delete') return envelope(1004, { code: 43706 }, 'This cannot be removed: an invoice bills it.')
    if (path === 'statistical/job/book/detail') return envelope(0, { ...booking, invites: [], jobRecords: [record], timeline: [{ at: '2026-02-27T20:00:00Z', kind: 'created', data: {} }] })
    if (path === 'statistical/job/operate/record/list') return envelope(0, [{ at: '2026-02-27T20:00:00Z', source: 'timeline', kind: 'created', data: {} }])
    return envelope(1003, null, 'not served')
  })
}

afterEach(() => window.localStorage.clear())

describe('AdminBookingsPage', () => {
  it('lists bookings, without a delete button for staff who may not delete', async () => {
    const fetchMock = serveDesk()
    renderDesk(['booking:list'])
    const table = await screen.findByRole('table', { name: 'Bookings' })
    expect(await within(table).findByText('Kowhai Kids Centre (#3)')).toBeInTheDocument()
    expect(within(table).queryByRole('button', { name: /Delete/ })).toBeNull()
    expect(callsTo(fetchMock, 'statistical/job/book/list')[0]).toEqual({ pageNo: 1, pageSize: 20 })
  }, 150_000)

  it('opens a booking with its timeline and operation records', async () => {
    const fetchMock = serveDesk()
    renderWithProviders(<DeskDetailDrawer target={{ kind: 'booking', id: 22 }} onClose={() => undefined} />)
    await waitFor(() => expect(callsTo(fetchMock, 'statistical/job/book/detail')).toEqual([{ id: 22 }]), { timeout: 30_000 })
    await waitFor(() => expect(callsTo(fetchMock, 'statistical/job/operate/record/list')).toEqual([{ id: 22 }]), { timeout: 30_000 })
    expect(await screen.findByRole('region', { name: 'Operation records' }, { timeout: 30_000 })).toBeInTheDocument()
  }, 150_000)

  it('asks before deleting, and says why money stops it', async () => {
    const fetchMock = serveDesk()
    renderDesk(['booking:list', 'booking:delete'])
    const table = await screen.findByRole('table', { name: 'Bookings' })
    const user = userEvent.setup()
    await user.click(await within(table).findByRole('button', { name: /Delete/ }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getAllByText('Delete this booking?').length).toBeGreaterThan(0)
    await user.click(within(dialog).getByRole('button', { name: /Delete/ }))
    await waitFor(() => expect(callsTo(fetchMock, 'statistical/job/book/delete')).toEqual([{ id: 22 }]))
    expect(await screen.findByText('This cannot be removed: an invoice bills it.')).toBeInTheDocument()
  }, 150_000)
})
