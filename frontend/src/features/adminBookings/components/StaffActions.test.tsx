import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import type { Authority } from '@/shared/authority/authority'
import { AuthorityProvider } from '@/shared/authority/permission'
import { callsTo, envelope, renderWithProviders, serveApi } from '@/test/render'

import type { DeskTarget } from '../api/deskDetails'
import { DeskDetailDrawer } from './DeskDetailDrawer'
import { MoveRecordDialog } from './MoveRecordDialog'

const AHEAD = new Date(Date.now() + 5 * 24 * 3600_000).toISOString()
const AHEAD_END = new Date(Date.now() + 5 * 24 * 3600_000 + 8 * 3600_000).toISOString()

const booking = {
  bookingId: 22,
  centreId: 3,
  centreName: 'Kowhai Kids Centre',
  parentId: null,
  status: 3,
  bookingType: 1,
  inviteType: 1,
  startsAt: AHEAD,
  endsAt: AHEAD_END,
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
  notes: null,
  cancelReason: null,
  canceledAt: null,
  confirmedAt: null,
  failedAt: null,
  createdAt: '2026-02-27T20:00:00Z',
  invites: [],
  jobRecords: [],
  timeline: [],
}

const record = {
  jobRecordId: 40,
  bookingId: 22,
  inviteId: 7,
  centreId: 3,
  centreName: 'Kowhai Kids Centre',
  teacherId: 12,
  teacherName: 'Mere Smith',
  status: 2,
  startsAt: AHEAD,
  endsAt: AHEAD_END,
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
  timeline: [],
}

function teacher(teacherId: number, name: string) {
  return { teacherId, name, registrationNumber: `TR${teacherId}`, email: `${teacherId}@example.test` }
}

function staff(permissions: string[]): Authority {
  return { userId: 2, name: 'Tama', email: 'tama@example.com', passwordIsDefault: false, level: 2, everyPermission: false, permissions, menus: [] }
}

function serveDesk(overrides: { bookingStatus?: number } = {}) {
  return serveApi((path, body) => {
    if (path === 'statistical/job/book/detail') return envelope(0, { ...booking, status: overrides.bookingStatus ?? booking.status })
    if (path === 'statistical/job/record/detail') return envelope(0, record)
    if (path === 'statistical/job/operate/record/list') return envelope(0, [])
    if (path === 'statistical/job/book/rematch') return envelope(0, { bookingId: 22, status: 2, stage: 1, stageEndsAt: AHEAD, invited: 4 })
    if (path === 'admin/teacher/list') {
      const keyword = (body as { keyword?: string }).keyword ?? ''
      const all = [teacher(12, 'Mere Smith'), teacher(13, 'Aroha King'), teacher(14, 'Aroha Tane')]
      const list = all.filter((t) => t.name.toLowerCase().includes(keyword.toLowerCase()))
      return envelope(0, { list, total: list.length, pageNo: 1, pageSize: 20 })
    }
    if (path === 'statistical/job/record/move')
      return envelope(0, { jobRecordId: 40, bookingId: 22, fromTeacherId: 12, teacherId: 13, teacherName: 'Aroha King' })
    return envelope(1003, null, 'not served')
  })
}

function renderDrawer(target: DeskTarget, permissions: string[], onChanged = () => undefined) {
  const Wrapper = ({ children }: { children: ReactNode }) => <AuthorityProvider authority={staff(permissions)}>{children}</AuthorityProvider>
  renderWithProviders(
    <Wrapper>
      <DeskDetailDrawer target={target} onClose={() => undefined} onChanged={onChanged} />
    </Wrapper>,
  )
}

afterEach(() => window.localStorage.clear())

describe('running matching again', () => {
  it('asks first, then restarts the matching of a failed booking', async () => {
    const fetchMock = serveDesk()
    const onChanged = vi.fn()
    renderDrawer({ kind: 'booking', id: 22 }, ['booking:list', 'booking:rematch'], onChanged)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: /Run matching again/ }, { timeout: 30_000 }))
    const confirm = await screen.findByRole('tooltip')
    expect(within(confirm).getByText('Run the matching of booking #22 again?')).toBeInTheDocument()
    await user.click(within(confirm).getByRole('button', { name: /Run matching again/ }))
    await waitFor(() => expect(callsTo(fetchMock, 'statistical/job/book/rematch')).toEqual([{ id: 22 }]))
    await waitFor(() => expect(onChanged).toHaveBeenCalled())
    expect(await screen.findByText('Matching started again; teachers invited: 4.')).toBeInTheDocument()
  }, 150_000)

  it('is not offered without the permission', async () => {
    serveDesk()
    renderDrawer({ kind: 'booking', id: 22 }, ['booking:list'])
    expect(await screen.findByText('Kowhai Kids Centre (#3)', undefined, { timeout: 30_000 })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Run matching again/ })).toBeNull()
  }, 150_000)

  it('is not offered for a confirmed booking', async () => {
    serveDesk({ bookingStatus: 1 })
    renderDrawer({ kind: 'booking', id: 22 }, ['booking:list', 'booking:rematch'])
    expect(await screen.findByText('Kowhai Kids Centre (#3)', undefined, { timeout: 30_000 })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Run matching again/ })).toBeNull()
  }, 150_000)
})

describe('moving a job record', () => {
  it('is offered on an upcoming job record to staff who may move and list teachers', async () => {
    serveDesk()
    renderDrawer({ kind: 'jobRecord', id: 40 }, ['booking:list', 'booking:move', 'teacher:list'])
    expect(await screen.findByRole('button', { name: /Move to another teacher/ }, { timeout: 30_000 })).toBeInTheDocument()
  }, 150_000)

  it('is hidden from staff without the permission', async () => {
    serveDesk()
    renderDrawer({ kind: 'jobRecord', id: 40 }, ['booking:list', 'teacher:list'])
    expect(await screen.findByText('Mere Smith (#12)', undefined, { timeout: 30_000 })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Move to another teacher/ })).toBeNull()
  }, 150_000)

  it('picks an approved teacher by search and needs a reason', async () => {
    const fetchMock = serveDesk()
    const onMoved = vi.fn()
    renderWithProviders(<MoveRecordDialog record={{ jobRecordId: 40, teacherId: 12 }} onClose={() => undefined} onMoved={onMoved} />)
    const dialog = await screen.findByRole('dialog')
    const user = userEvent.setup()

    await user.click(within(dialog).getByRole('button', { name: /Move to another teacher/ }))
    expect(await within(dialog).findByText('Please choose the teacher who takes the job.')).toBeInTheDocument()
    expect(within(dialog).getByText('Please give the reason for moving the job.')).toBeInTheDocument()
    expect(callsTo(fetchMock, 'statistical/job/record/move')).toEqual([])

    const search = within(dialog).getByRole('combobox')
    fireEvent.mouseDown(search)
    await user.type(search, 'aroha')
    await waitFor(() => expect(callsTo(fetchMock, 'admin/teacher/list')).toContainEqual({ pageNo: 1, pageSize: 20, approval: 1, enabled: true, keyword: 'aroha' }))
    fireEvent.click(await screen.findByTitle('Aroha King (#13) TR13 · 13@example.test'))
    // The teacher who has the job is never offered.
    expect(screen.queryByTitle(/Mere Smith/)).toBeNull()
    await user.type(within(dialog).getByLabelText('Reason'), '  Mere is unwell ')
    await user.click(within(dialog).getByRole('button', { name: /Move to another teacher/ }))
    await waitFor(() => expect(callsTo(fetchMock, 'statistical/job/record/move')).toEqual([{ id: 40, teacherId: 13, reason: 'Mere is unwell' }]))
    await waitFor(() => expect(onMoved).toHaveBeenCalledWith(expect.objectContaining({ teacherName: 'Aroha King' })))
  }, 150_000)
})
