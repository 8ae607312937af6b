import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, type Mock, vi } from 'vitest'

import { callsTo, envelope, renderWithProviders, serveApi } from '@/test/render'

import type { CancelFee } from '../api/cancelFee'
import { CancelDialog, type CancelTarget } from './CancelDialog'

/** The bodies sent to the cancellation itself (not to its fee, whose path begins the same). */
const cancellations = (fetchMock: Mock<typeof fetch>) =>
  fetchMock.mock.calls
    .filter(([input]) => String(input) === '/api/center/job/book/cancel')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown)

const target: CancelTarget = { bookingId: 4, jobRecordId: 7, title: 'Cancel Aroha Smith on Tue 24 Nov 2026' }
const reasons = [
  { value: 'Ratio covered', label: 'Ratio covered' },
  { value: 'Wait time was too long', label: 'Wait time was too long' },
]
const insideFee: CancelFee = { amount: '192.00', fee: '57.60', insideFreePeriod: true, freeCancellationHours: 24 }

function serve(fee = insideFee) {
  return serveApi((path) => {
    if (path === 'center/job/book/cancel/fee') return envelope(0, fee)
    if (path === 'center/job/book/cancel') return envelope(0, fee)
    return envelope(0, null)
  })
}

async function chooseReason(label: string) {
  fireEvent.mouseDown(screen.getByRole('combobox'))
  fireEvent.click(await screen.findByTitle(label))
}

describe('CancelDialog', () => {
  it('shows the fee inside 24 hours before the centre confirms', async () => {
    const fetchMock = serve()
    renderWithProviders(<CancelDialog target={target} reasons={reasons} reasonsLoading={false} onClose={() => undefined} />)
    expect(await screen.findByText('Cancellation fee: $57.60')).toBeInTheDocument()
    expect(screen.getByText('The work starts within 24 hours, so 30% of $192.00 is charged on your next invoice.')).toBeInTheDocument()
    expect(callsTo(fetchMock, 'center/job/book/cancel/fee')).toEqual([{ bookingId: 4, jobRecordId: 7 }])
    expect(cancellations(fetchMock)).toHaveLength(0)
  })

  it('says when cancelling is free', async () => {
    serve({ amount: '192.00', fee: '0.00', insideFreePeriod: false, freeCancellationHours: 24 })
    renderWithProviders(<CancelDialog target={target} reasons={reasons} reasonsLoading={false} onClose={() => undefined} />)
    expect(await screen.findByText('Free cancellation')).toBeInTheDocument()
  })

  it('needs a reason, then cancels with it and closes', async () => {
    const fetchMock = serve()
    const onClose = vi.fn()
    renderWithProviders(<CancelDialog target={target} reasons={reasons} reasonsLoading={false} onClose={onClose} />)
    await screen.findByText('Cancellation fee: $57.60')
    const confirm = screen.getByRole('button', { name: 'Cancel it' })
    await waitFor(() => expect(confirm).toBeEnabled())

    fireEvent.click(confirm)
    expect(await screen.findByText('Please select a cancellation reason.')).toBeInTheDocument()
    expect(cancellations(fetchMock)).toHaveLength(0)

    await chooseReason('Wait time was too long')
    fireEvent.click(confirm)
    await waitFor(() =>
      expect(cancellations(fetchMock)).toEqual([
        { bookingId: 4, jobRecordId: 7, reason: 'Wait time was too long' },
      ]),
    )
    await waitFor(() => expect(onClose).toHaveBeenCalled())
  })

  it('does not offer to confirm until the fee is known', async () => {
    serveApi(() => new Promise<Response>(() => undefined))
    renderWithProviders(<CancelDialog target={target} reasons={reasons} reasonsLoading={false} onClose={() => undefined} />)
    expect(await screen.findByRole('button', { name: 'Cancel it' })).toBeDisabled()
  })
})
