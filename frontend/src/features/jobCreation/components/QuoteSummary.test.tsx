import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { renderWithProviders } from '@/test/render'

import type { Quote } from '../api/quoteDraft'
import { QuoteSummary } from './QuoteSummary'

const ISSUED = new Date('2026-11-22T05:37:23Z')

const quote: Quote = {
  processId: 'XfNuHVsH-Kg0UIVq',
  liveRate: '32.00',
  days: [
    {
      date: '2026-11-24',
      startsAt: '2026-11-24T08:30:00+13:00',
      endsAt: '2026-11-24T15:00:00+13:00',
      breakMinutes: 30,
      workingHours: '6.00',
      hourlyRate: '32.00',
      weekend: false,
      holiday: false,
      amount: '192.00',
    },
  ],
  totalHours: '12.00',
  total: '384.00',
  discount: '100.00',
  taxRate: '15',
  tax: '42.60',
  payable: '326.60',
  expiresAt: '2026-11-22T05:42:23Z',
}

function renderSummary(props: Partial<Parameters<typeof QuoteSummary>[0]> = {}) {
  const onRefresh = vi.fn()
  const onBook = vi.fn()
  renderWithProviders(
    <QuoteSummary
      quote={quote}
      updating={false}
      loading={false}
      failure={null}
      missing={[]}
      blockers={[]}
      numberOfTeachers={2}
      booking={false}
      onRefresh={onRefresh}
      onBook={onBook}
      {...props}
    />,
  )
  return { onRefresh, onBook }
}

describe('QuoteSummary', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] })
    vi.setSystemTime(ISSUED)
  })

  afterEach(() => {
    vi.useRealTimers()
  })

  it('shows the live rate, each day, and the total with the voucher and GST', () => {
    renderSummary()
    expect(screen.getByTestId('live-rate')).toHaveTextContent('$32.00 / hour')
    expect(screen.getByRole('list', { name: 'Days of the booking' })).toHaveTextContent('6.00 h × $32.00')
    expect(screen.getByText('30 min unpaid break', { exact: false })).toBeInTheDocument()
    expect(screen.getByTestId('quote-subtotal')).toHaveTextContent('$384.00')
    expect(screen.getByTestId('quote-discount')).toHaveTextContent('−$100.00')
    expect(screen.getByText('GST (15%)')).toBeInTheDocument()
    expect(screen.getByTestId('quote-gst')).toHaveTextContent('$42.60')
    expect(screen.getByTestId('quote-total')).toHaveTextContent('$326.60')
    expect(screen.getByText('× 2')).toBeInTheDocument()
  })

  it('leaves the voucher out when there is none', () => {
    renderSummary({ quote: { ...quote, discount: '0.00', tax: '57.60', payable: '441.60' } })
    expect(screen.queryByTestId('quote-discount')).not.toBeInTheDocument()
    expect(screen.getByTestId('quote-total')).toHaveTextContent('$441.60')
  })

  it('counts the 5-minute hold down, then asks for a refresh instead of booking', () => {
    const { onRefresh, onBook } = renderSummary()
    expect(screen.getByRole('timer')).toHaveTextContent('Rate held for 5:00')
    act(() => {
      vi.advanceTimersByTime(61_000)
    })
    expect(screen.getByRole('timer')).toHaveTextContent('Rate held for 3:59')
    fireEvent.click(screen.getByRole('button', { name: 'Book' }))
    expect(onBook).toHaveBeenCalledTimes(1)

    act(() => {
      vi.advanceTimersByTime(4 * 60_000)
    })
    expect(screen.queryByRole('timer')).not.toBeInTheDocument()
    expect(screen.getByText('The live rate has expired. Refresh it to book.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Book' })).not.toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: /Refresh the rate/ }))
    expect(onRefresh).toHaveBeenCalledTimes(1)
  })

  it('lists what the draft still needs before a rate can be quoted', () => {
    renderSummary({ quote: null, missing: ['Please select the age group.', 'Please select the talent pool.'] })
    expect(screen.getByText('Complete the booking to see the live rate:')).toBeInTheDocument()
    expect(screen.getByText('Please select the talent pool.')).toBeInTheDocument()
    expect(screen.queryByTestId('live-rate')).not.toBeInTheDocument()
  })

  it('shows a rule the server named, and what stops booking', () => {
    renderSummary({
      quote: null,
      failure: { text: 'Each day must be at least 3 hours long.', rule: true },
      blockers: ['Please choose at least 2 favourite teachers.'],
    })
    expect(screen.getByText('Each day must be at least 3 hours long.')).toBeInTheDocument()
    expect(screen.getByText('Please choose at least 2 favourite teachers.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Book' })).toBeDisabled()
  })
})
