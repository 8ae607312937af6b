import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { callsTo, envelope, renderWithProviders, serveApi } from '@/test/render'

import type { CentreFill, FillRow } from '../api/fillFigures'
import { FillFigures } from './FillFigures'

function row(key: string, bookings: number, requestedDays: number, filledDays: number, unfilledBookings: number): FillRow {
  return { key, bookings, requestedDays, filledDays, fillRate: requestedDays ? filledDays / requestedDays : null, unfilledBookings }
}

const figures: CentreFill = {
  dateFrom: '2026-03-01',
  dateTo: '2026-03-30',
  total: row('all', 3, 4, 3, 1),
  confirmedCount: 3,
  medianFillSeconds: 14_400,
  p90FillSeconds: 108_000,
  byLeadTime: [row('eightPlus', 1, 2, 2, 0), row('sameDay', 1, 1, 0, 1), row('twoToSeven', 1, 1, 1, 0)],
}

const FILL = 'center/statistics/fill'

describe('FillFigures', () => {
  it('asks for the last 30 days and shows the figures, the chart and its table', async () => {
    const fetchMock = serveApi((path) => (path === FILL ? envelope(0, figures) : envelope(1003, null, 'not served')))
    renderWithProviders(<FillFigures today="2026-03-30" enabled />)

    await waitFor(() => expect(callsTo(fetchMock, FILL)).toEqual([{ dateFrom: '2026-03-01', dateTo: '2026-03-30' }]))
    const cards = screen.getByRole('region', { name: 'Fill figures' })
    await waitFor(() => expect(cards).toHaveTextContent('Fill rate75.0%'))
    expect(cards).toHaveTextContent('3 of 4 teacher-days filled by the start')
    expect(cards).toHaveTextContent('Median time to fill4 h 0 min')
    expect(cards).toHaveTextContent('Confirmed bookings timed: 3')
    expect(cards).toHaveTextContent('Bookings in the period: 3')
    expect(cards).toHaveTextContent('90th percentile time to fill1 d 6 h')
    expect(cards).toHaveTextContent('Unfilled at start1')

    // jsdom draws nothing on a canvas: the chart is named, its figures are the table.
    const chart = screen.getByRole('img', { name: /Teacher-days filled and unfilled/ })
    expect(chart.tagName).toBe('CANVAS')
    const table = screen.getByRole('table', { name: 'By how far ahead you booked' })
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((tr) => [...(tr as HTMLTableRowElement).cells].map((cell) => cell.textContent))
    expect(rows).toEqual([
      ['Same day', '1', '1', '0', '0.0%', '1'],
      ['1 day', '0', '0', '0', '–', '0'],
      ['2–7 days', '1', '1', '1', '100.0%', '0'],
      ['8+ days', '1', '2', '2', '100.0%', '0'],
    ])
  })

  it('asks again for a period picked from the presets', async () => {
    const fetchMock = serveApi((path, body) =>
      path === FILL ? envelope(0, { ...figures, ...(body as object) }) : envelope(1003, null, 'not served'),
    )
    renderWithProviders(<FillFigures today="2026-03-30" enabled />)
    await waitFor(() => expect(callsTo(fetchMock, FILL)).toHaveLength(1))

    const user = userEvent.setup()
    await user.click(screen.getAllByPlaceholderText(/Start date/)[0] as HTMLElement)
    await user.click(await screen.findByText('Last 90 days'))
    await waitFor(() => expect(callsTo(fetchMock, FILL).at(-1)).toEqual({ dateFrom: '2025-12-31', dateTo: '2026-03-30' }))
    await user.click(screen.getAllByPlaceholderText(/Start date/)[0] as HTMLElement)
    await user.click(await screen.findByText('This year'))
    await waitFor(() => expect(callsTo(fetchMock, FILL).at(-1)).toEqual({ dateFrom: '2026-01-01', dateTo: '2026-03-30' }))
  })

  it('shows dashes while a centre has no confirmed booking, and asks nothing before the terms are accepted', async () => {
    const empty: CentreFill = { ...figures, total: row('all', 0, 0, 0, 0), confirmedCount: 0, medianFillSeconds: null, p90FillSeconds: null, byLeadTime: [] }
    const fetchMock = serveApi((path) => (path === FILL ? envelope(0, empty) : envelope(1003, null, 'not served')))
    const { unmount } = renderWithProviders(<FillFigures today="2026-03-30" enabled={false} />)
    expect(callsTo(fetchMock, FILL)).toEqual([])
    unmount()

    renderWithProviders(<FillFigures today="2026-03-30" enabled />)
    const cards = screen.getByRole('region', { name: 'Fill figures' })
    await waitFor(() => expect(cards).toHaveTextContent('Confirmed bookings timed: 0'))
    expect(cards).toHaveTextContent('Fill rate–')
    expect(cards).toHaveTextContent('Median time to fill–')
    expect(screen.getByText('No started booking days in this period yet.')).toBeInTheDocument()
    expect(screen.queryByRole('img', { name: /Teacher-days filled/ })).toBeNull()
  })

  it('offers to try again when the figures cannot be loaded', async () => {
    let fail = true
    const fetchMock = serveApi((path) => (path === FILL && !fail ? envelope(0, figures) : envelope(1009, null, 'unavailable')))
    renderWithProviders(<FillFigures today="2026-03-30" enabled />)
    expect(await screen.findByText('Your fill figures could not be loaded.')).toBeInTheDocument()
    fail = false
    await userEvent.setup().click(screen.getByRole('button', { name: /Try again/ }))
    await waitFor(() => expect(screen.getByRole('region', { name: 'Fill figures' })).toHaveTextContent('75.0%'))
    expect(callsTo(fetchMock, FILL)).toHaveLength(2)
  })
})
