import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { callsTo, envelope, renderWithProviders, serveApi } from '@/test/render'

import type { FillRow, Statistics } from '../api/statisticsOverview'
import { StatisticsPage } from './StatisticsPage'

// The charts draw on a canvas jsdom does not have: their figures are read from the tables beneath.
vi.mock('@ant-design/plots', () => ({ Column: () => null }))

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

class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoResizeObserver)
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-03-30T00:00:00Z'))
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('StatisticsPage', () => {
  it('asks for the last 30 days and shows the figures, cards and breakdowns', async () => {
    const fetchMock = serveApi((path) =>
      path === 'admin/statistics/overview' ? envelope(0, figures) : envelope(1003, null, 'not served'),
    )
    renderWithProviders(<StatisticsPage />)

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

  it('shows one centre’s figures when a centre ID is given, without the teachers', async () => {
    const centreFigures: Statistics = { ...figures, bookings: { ...figures.bookings, total: row('all', 3, 4, 3, 1) }, teachers: null }
    const fetchMock = serveApi((path) => {
      if (path === 'admin/statistics/overview') return envelope(0, figures)
      if (path === 'admin/statistics/centre') return envelope(0, centreFigures)
      return envelope(1003, null, 'not served')
    })
    renderWithProviders(<StatisticsPage />)
    expect(await screen.findByRole('region', { name: 'Teachers' })).toBeInTheDocument()

    const user = userEvent.setup()
    await user.type(screen.getByRole('spinbutton', { name: 'Centre ID (all centres when empty)' }), '3')
    await waitFor(() =>
      expect(callsTo(fetchMock, 'admin/statistics/centre').at(-1)).toEqual({ dateFrom: '2026-03-01', dateTo: '2026-03-30', centreId: 3 }),
    )
    await waitFor(() => expect(screen.getByRole('region', { name: 'Bookings' })).toHaveTextContent('75.0%'))
    expect(screen.queryByRole('region', { name: 'Teachers' })).toBeNull()
  })
})
