import { QueryClientProvider } from '@tanstack/react-query'
import App from 'antd/es/app'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { createQueryClient } from '@/shared/api/queryClient'
import type { Authority } from '@/shared/authority/authority'
import { AuthorityProvider } from '@/shared/authority/permission'
import { callsTo, envelope, serveApi } from '@/test/render'

import type { FillRow, Statistics } from '../api/statisticsOverview'
import type { TeacherStatistics } from '../api/statisticsTeacher'
import { StatisticsPage } from './StatisticsPage'

function row(key: string, bookings: number, requestedDays: number, filledDays: number, unfilledBookings: number): FillRow {
  return {
    key,
    bookings,
    requestedDays,
    filledDays,
    fillRate: requestedDays ? filledDays / requestedDays : null,
    unfilledBookings,
  }
}

const figures: Statistics = {
  dateFrom: '2026-03-02',
  dateTo: '2026-03-08',
  bookings: {
    total: row('all', 4, 6, 3, 2),
    canceled: 1,
    confirmedCount: 3,
    medianFillSeconds: 14_400,
    p90FillSeconds: 108_000,
    byLeadTime: [row('eightPlus', 1, 2, 2, 0), row('oneDay', 1, 2, 0, 1), row('sameDay', 1, 1, 0, 1)],
    byWeekday: [row('2', 1, 2, 2, 0), row('1', 1, 1, 1, 0)],
    byRegion: [row('Wellington', 1, 2, 0, 1), row('Auckland', 3, 4, 3, 1)],
    byQualification: [row('1', 3, 5, 3, 1), row('2', 1, 1, 0, 1)],
  },
  money: {
    invoices: 2,
    revenue: '780.00',
    gst: '117.00',
    total: '897.00',
    cancellationFees: '50.00',
    placementFees: '500.00',
  },
  teachers: { approved: 5, active: 3, dormant: 2, expiringDocuments: 1 },
}

const teacherFigures: TeacherStatistics = {
  dateFrom: '2026-03-01',
  dateTo: '2026-03-30',
  teacherId: 12,
  name: 'Aroha Ngata',
  jobs: 6,
  finished: 3,
  left: 1,
  canceled: 2,
  hours: '21.50',
  reliability: 0.75,
  rating: '4.80',
}

const EVERY_PICKER = ['statistics:read', 'centre:list', 'teacher:list']

function staff(permissions: string[]): Authority {
  return { userId: 2, name: 'Mere', email: 'mere@example.com', passwordIsDefault: false, level: 2, everyPermission: false, permissions, menus: [] }
}

/** The screen at an address of the console (`/statistics?...`), for a staff member holding `permissions`. */
function renderPage(permissions: string[] = EVERY_PICKER, address = '/statistics') {
  const client = createQueryClient()
  const Providers = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <App>
        <AuthorityProvider authority={staff(permissions)}>
          <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>
        </AuthorityProvider>
      </App>
    </QueryClientProvider>
  )
  return render(<StatisticsPage />, { wrapper: Providers })
}

/** The open select's option (Ant Design draws it in a popup outside the select). */
async function option(name: string): Promise<HTMLElement> {
  const found = await screen.findAllByTitle(name)
  return found.find((element) => element.classList.contains('ant-select-item-option')) ?? (found[0] as HTMLElement)
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-03-30T00:00:00Z'))
})
afterEach(() => {
  vi.useRealTimers()
})

describe('StatisticsPage', () => {
  it('asks for the last 30 days and shows the figures, cards and breakdowns', async () => {
    const fetchMock = serveApi((path) =>
      path === 'admin/statistics/overview' ? envelope(0, figures) : envelope(1003, null, 'not served'),
    )
    renderPage()

    await waitFor(() =>
      expect(callsTo(fetchMock, 'admin/statistics/overview').at(-1)).toEqual({
        dateFrom: '2026-03-01',
        dateTo: '2026-03-30',
      }),
    )
    const bookings = await screen.findByRole('region', { name: 'Bookings' })
    await waitFor(() => expect(bookings).toHaveTextContent('50.0%'))
    expect(bookings).toHaveTextContent('Median time to fill4 h 0 min')
    expect(bookings).toHaveTextContent('90th percentile time to fill1 d 6 h')
    expect(bookings).toHaveTextContent('Unfilled at start2')
    const money = screen.getByRole('region', { name: 'Money' })
    expect(money).toHaveTextContent('Revenue (before GST)$780.00')
    expect(money).toHaveTextContent('GST$117.00')
    expect(money).toHaveTextContent('Placement fees$500.00')
    const teachers = screen.getByRole('region', { name: 'Teachers' })
    expect(teachers).toHaveTextContent('Dormant2')
    expect(teachers).toHaveTextContent('Documents expiring in 30 days1')

    const lead = screen.getByRole('table', { name: 'By lead time' })
    const leadRows = within(lead).getAllByRole('row').slice(1)
    expect(leadRows.map((r) => r.textContent)).toEqual(['Same day1100.0%1', '1 day1200.0%1', '8+ days122100.0%0'])
    const weekday = screen.getByRole('table', { name: 'By weekday' })
    expect(within(weekday).getAllByRole('row').slice(1).map((r) => (r as HTMLTableRowElement).cells[0]?.textContent)).toEqual(['Monday', 'Tuesday'])
    const region = screen.getByRole('table', { name: 'By region' })
    expect(within(region).getAllByRole('row').slice(1).map((r) => (r as HTMLTableRowElement).cells[0]?.textContent)).toEqual(['Auckland', 'Wellington'])
    const qualification = screen.getByRole('table', { name: 'By qualification' })
    expect(within(qualification).getByText('Unqualified')).toBeInTheDocument()
  })

  it('gives each breakdown a chart named after its table', async () => {
    serveApi((path) => (path === 'admin/statistics/overview' ? envelope(0, figures) : envelope(1003, null, 'not served')))
    renderPage()
    // jsdom draws nothing on a canvas: the browser suite checks the bars themselves.
    for (const name of ['By lead time', 'By weekday', 'By region', 'By qualification']) {
      const chart = await screen.findByRole('img', { name: `Chart: ${name}` })
      expect(chart.tagName).toBe('CANVAS')
      expect(screen.getByRole('table', { name })).toBeInTheDocument()
    }
  })

  it('shows one centre’s figures, the centre found by a search, without the teachers', async () => {
    const centreFigures: Statistics = { ...figures, bookings: { ...figures.bookings, total: row('all', 3, 4, 3, 1) }, teachers: null }
    const fetchMock = serveApi((path, body) => {
      if (path === 'admin/statistics/overview') return envelope(0, figures)
      if (path === 'admin/statistics/centre') return envelope(0, centreFigures)
      if (path === 'admin/centre/list') {
        const keyword = (body as { keyword: string | null }).keyword
        const centres = [
          { centreId: 3, name: 'Kowhai Kids', suburb: 'Ponsonby', city: 'Auckland', region: 'Auckland' },
          { centreId: 4, name: 'Rata Early Learning', suburb: null, city: 'Wellington', region: 'Wellington' },
        ].filter((centre) => !keyword || centre.name.toLowerCase().includes(keyword.toLowerCase()))
        return envelope(0, { list: centres, total: centres.length })
      }
      return envelope(1003, null, 'not served')
    })
    renderPage()
    expect(await screen.findByRole('region', { name: 'Teachers' })).toBeInTheDocument()

    const user = userEvent.setup()
    await user.click(screen.getByText('A centre'))
    expect(await screen.findByText('Choose a centre to see its figures.')).toBeInTheDocument()
    await user.type(screen.getByRole('combobox', { name: 'Centre' }), 'kow')
    await waitFor(() => expect(callsTo(fetchMock, 'admin/centre/list').at(-1)).toEqual({ pageNo: 1, pageSize: 20, keyword: 'kow' }))
    await user.click(await option('Kowhai Kids'))
    await waitFor(() =>
      expect(callsTo(fetchMock, 'admin/statistics/centre').at(-1)).toEqual({ dateFrom: '2026-03-01', dateTo: '2026-03-30', centreId: 3 }),
    )
    await waitFor(() => expect(screen.getByRole('region', { name: 'Bookings' })).toHaveTextContent('75.0%'))
    expect(screen.queryByRole('region', { name: 'Teachers' })).toBeNull()
    expect(screen.getByRole('combobox', { name: 'Centre' }).closest('.ant-select')).toHaveTextContent('Kowhai Kids')
  })

  it('shows one teacher’s jobs, hours, reliability and rating, the teacher found by name or email', async () => {
    const fetchMock = serveApi((path, body) => {
      if (path === 'admin/statistics/overview') return envelope(0, figures)
      if (path === 'admin/statistics/teacher') return envelope(0, teacherFigures)
      if (path === 'admin/teacher/list') {
        const keyword = (body as { keyword: string | null }).keyword
        const teachers = [{ teacherId: 12, name: 'Aroha Ngata', email: 'aroha@example.com', region: 'Auckland' }].filter(
          (teacher) => !keyword || teacher.email.includes(keyword),
        )
        return envelope(0, { list: teachers, total: teachers.length })
      }
      return envelope(1003, null, 'not served')
    })
    renderPage()
    await screen.findByRole('region', { name: 'Teachers' })

    const user = userEvent.setup()
    await user.click(screen.getByText('A teacher'))
    expect(await screen.findByText('Choose a teacher to see their figures.')).toBeInTheDocument()
    await user.type(screen.getByRole('combobox', { name: 'Teacher' }), 'aroha@')
    await waitFor(() => expect(callsTo(fetchMock, 'admin/teacher/list').at(-1)).toEqual({ pageNo: 1, pageSize: 20, keyword: 'aroha@' }))
    expect(await screen.findByText('aroha@example.com')).toBeInTheDocument()
    await user.click(await option('Aroha Ngata'))
    await waitFor(() =>
      expect(callsTo(fetchMock, 'admin/statistics/teacher').at(-1)).toEqual({ dateFrom: '2026-03-01', dateTo: '2026-03-30', teacherId: 12 }),
    )
    const jobs = await screen.findByRole('region', { name: 'Jobs' })
    await waitFor(() => expect(jobs).toHaveTextContent('Jobs (canceled aside)6'))
    expect(jobs).toHaveTextContent('Finished3')
    expect(jobs).toHaveTextContent('Leave asked1')
    expect(jobs).toHaveTextContent('Canceled2')
    const standing = screen.getByRole('region', { name: 'Hours and standing' })
    expect(standing).toHaveTextContent('Paid hours21.50h')
    expect(standing).toHaveTextContent('Reliability75.0%')
    expect(standing).toHaveTextContent('Rating4.80')
    const outcomes = screen.getByRole('table', { name: 'Jobs by outcome' })
    expect(within(outcomes).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual([
      'Finished337.5%',
      'Leave asked112.5%',
      'In progress or to come225.0%',
      'Canceled225.0%',
    ])
    expect(screen.getByRole('img', { name: 'Chart: Jobs by outcome' })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Bookings' })).toBeNull()
  })

  it('opens on a teacher named by the address (a link from their record), the picker naming them', async () => {
    const fetchMock = serveApi((path) => {
      if (path === 'admin/statistics/teacher') return envelope(0, teacherFigures)
      if (path === 'admin/teacher/list') return envelope(0, { list: [], total: 0 })
      return envelope(1003, null, 'not served')
    })
    renderPage(EVERY_PICKER, '/statistics?teacher=12')
    await waitFor(() =>
      expect(callsTo(fetchMock, 'admin/statistics/teacher').at(-1)).toEqual({ dateFrom: '2026-03-01', dateTo: '2026-03-30', teacherId: 12 }),
    )
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Teacher' }).closest('.ant-select')).toHaveTextContent('Aroha Ngata'))
    expect(callsTo(fetchMock, 'admin/statistics/overview')).toEqual([])
  })

  it('says so when a teacher’s figures are refused', async () => {
    serveApi((path) => {
      if (path === 'admin/statistics/teacher') return envelope(44704, null, 'The teacher does not exist.')
      if (path === 'admin/teacher/list') return envelope(0, { list: [], total: 0 })
      return envelope(1003, null, 'not served')
    })
    renderPage(EVERY_PICKER, '/statistics?teacher=99')
    expect(await screen.findByText('The figures of this teacher could not be loaded.')).toBeInTheDocument()
  })

  it('offers only the pickers whose lists the staff member may search', async () => {
    serveApi((path) => (path === 'admin/statistics/overview' ? envelope(0, figures) : envelope(1003, null, 'not served')))
    const { unmount } = renderPage(['statistics:read', 'centre:list'])
    await screen.findByRole('region', { name: 'Teachers' })
    expect(screen.getByRole('radio', { name: 'A centre' })).toBeInTheDocument()
    expect(screen.queryByRole('radio', { name: 'A teacher' })).toBeNull()
    unmount()

    renderPage(['statistics:read'])
    await screen.findByRole('region', { name: 'Teachers' })
    expect(screen.queryByRole('radio')).toBeNull()
  })
})
