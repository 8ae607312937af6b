import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { Route, Routes, useLocation } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'

import type { Authority } from '@/shared/authority/authority'
import { AuthorityProvider } from '@/shared/authority/permission'
import { callsTo, envelope, renderWithProviders, serveApi } from '@/test/render'

import type { TeacherDetail } from '../api/teacherDetail'
import type { AdminTeacher } from '../api/teacherList'
import { TeachersPage } from './TeachersPage'

const teacher: AdminTeacher = {
  teacherId: 58,
  userId: 60,
  name: 'Aroha Ngata',
  firstName: 'Aroha',
  lastName: 'Ngata',
  email: 'aroha@example.com',
  phone: '+64 21 407946',
  gender: 1,
  birthday: '1990-04-02',
  qualification: 1,
  registrationNumber: 'TR101798',
  talentPool: 1,
  freeJobSeeker: false,
  suburb: 'Henderson',
  city: 'Auckland',
  region: 'Auckland',
  approval: 0,
  enabled: true,
  rankId: 1,
  rank: 'bronze',
  points: 40,
  rating: null,
  completedHours: '0.00',
  lastJobAt: null,
  certificationExpiry: '2027-03-01',
  createdAt: '2026-11-22T09:00:00Z',
  missing: ['bank_account'],
}

const detail: TeacherDetail = {
  teacher,
  profile: {
    address: '12 Queen Street',
    postalCode: '0610',
    ageGroups: null,
    travelRadiusKm: 20,
    philosophy: null,
    taxNumber: null,
    taxCode: null,
    bankAccountName: null,
    bankAccountNumber: null,
    registrationExpiry: '2027-03-01',
    firstAidDate: null,
    firstAidExpiry: null,
    policeVettingExpiry: null,
    rejectionReason: null,
    deactiveNotice: null,
    passwordIsDefault: false,
  },
  documents: [
    {
      id: 7,
      kind: 'cv',
      fileId: 31,
      fileName: 'aroha-cv.pdf',
      contentType: 'application/pdf',
      size: 4821,
      uploadedAt: '2026-11-22T09:10:00Z',
      issuedOn: null,
      expiresOn: null,
      expired: false,
      expiringSoon: false,
      url: '/api/file/private/signed-token',
      urlExpiresAt: '2026-11-22T09:25:00Z',
    },
  ],
  checklist: [
    { item: 'cv', provided: true, problem: null, note: null },
    { item: 'bank_account', provided: false, problem: 'missing', note: null },
  ],
  ranks: [
    { rankId: 1, name: 'bronze', pointsNeeded: 0 },
    { rankId: 2, name: 'silver', pointsNeeded: 100 },
  ],
  adjustments: [],
  reviews: [],
  jobsKept: 0,
  jobsLeft: 0,
  reliability: null,
  jobs: [],
}

function staff(permissions: string[]): Authority {
  return { userId: 2, name: 'Mere', email: 'mere@example.com', passwordIsDefault: false, level: 2, everyPermission: false, permissions, menus: [] }
}

/** Where the console went (the Statistics screen stands in as its address). */
function Address() {
  const { pathname, search } = useLocation()
  return <output aria-label="Address">{`${pathname}${search}`}</output>
}

function renderPage(permissions: string[]) {
  const Wrapper = ({ children }: { children: ReactNode }) => <AuthorityProvider authority={staff(permissions)}>{children}</AuthorityProvider>
  renderWithProviders(
    <Wrapper>
      <Routes>
        <Route path="/" element={<TeachersPage />} />
        <Route path="/statistics" element={<Address />} />
      </Routes>
    </Wrapper>,
  )
}

function serveTeachers() {
  let current = detail
  return serveApi((path, body) => {
    if (path === 'admin/teacher/list') return envelope(0, { list: [current.teacher], total: 1, pageNo: 1, pageSize: 20 })
    if (path === 'admin/teacher/choices') return envelope(0, { ranks: detail.ranks, regions: [{ name: 'Auckland', nameZh: '奥克兰大区' }] })
    if (path === 'admin/teacher/detail') return envelope(0, current)
    if (path === 'admin/teacher/approval') {
      current = { ...current, teacher: { ...current.teacher, approval: (body as { approval: number }).approval } }
      return envelope(0, current.teacher)
    }
    if (path === 'dictDetail') return envelope(0, { content: [], totalElements: 0 })
    return envelope(1003, null, 'not served')
  })
}

afterEach(() => window.localStorage.clear())

async function openTeacher() {
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: 'Aroha Ngata' }))
  const drawer = await screen.findByRole('dialog')
  await within(drawer).findByText('12 Queen Street')
  return { user, drawer }
}

describe('TeachersPage', () => {
  it('lists teachers and sends the filters to the server', async () => {
    const fetchMock = serveTeachers()
    renderPage(['teacher:list'])
    expect(await screen.findByText('aroha@example.com')).toBeInTheDocument()
    expect(screen.getByText('Pending')).toBeInTheDocument()
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Search'), ' aroha ')
    await user.click(screen.getByRole('button', { name: /Search/ }))
    await waitFor(() => expect(callsTo(fetchMock, 'admin/teacher/list')).toHaveLength(2))
    expect(callsTo(fetchMock, 'admin/teacher/list')[1]).toEqual({ keyword: 'aroha', pageNo: 1, pageSize: 20 })
  })

  it('opens documents through their signed link and approves with teacher:vet', async () => {
    const fetchMock = serveTeachers()
    renderPage(['teacher:list', 'teacher:vet'])
    const { user, drawer } = await openTeacher()
    await user.click(within(drawer).getByRole('tab', { name: /Documents/ }))
    expect(await within(drawer).findByRole('link', { name: 'Open aroha-cv.pdf' })).toHaveAttribute('href', '/api/file/private/signed-token')
    await user.click(within(drawer).getByRole('tab', { name: 'Vetting' }))
    await user.click(await within(drawer).findByRole('button', { name: 'Approve' }))
    await waitFor(() => expect(callsTo(fetchMock, 'admin/teacher/approval')).toEqual([{ teacherId: 58, approval: 1 }]))
    expect(await screen.findByTestId('teacher-approval')).toHaveTextContent('Approved')
  })

  it('shows no action without its permission', async () => {
    serveTeachers()
    renderPage(['teacher:list'])
    const { user, drawer } = await openTeacher()
    expect(screen.queryByRole('button', { name: /Reset password/ })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Disable account' })).toBeNull()
    await user.click(within(drawer).getByRole('tab', { name: 'Vetting' }))
    expect(await within(drawer).findByText('Bank account and tax code')).toBeInTheDocument()
    expect(within(drawer).queryByRole('button', { name: 'Approve' })).toBeNull()
    await user.click(within(drawer).getByRole('tab', { name: 'Rank & points' }))
    expect(await within(drawer).findByText('60 points to Silver')).toBeInTheDocument()
    expect(within(drawer).queryByRole('button', { name: 'Save adjustment' })).toBeNull()
    expect(screen.queryByRole('button', { name: /Statistics/ })).toBeNull()
  })

  it('opens the teacher’s figures on the Statistics screen with statistics:read', async () => {
    serveTeachers()
    renderPage(['teacher:list', 'statistics:read'])
    const { user } = await openTeacher()
    await user.click(await screen.findByRole('button', { name: /Statistics/ }))
    expect(await screen.findByRole('status', { name: 'Address' })).toHaveTextContent('/statistics?teacher=58')
  })
})
