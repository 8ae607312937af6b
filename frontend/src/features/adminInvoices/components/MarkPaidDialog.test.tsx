import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { callsTo, envelope, renderWithProviders, serveApi } from '@/test/render'

import { MarkPaidDialog } from './MarkPaidDialog'

const invoice = {
  id: 41,
  number: 'INV-2026-000041',
  centreName: 'Kowhai Kids Centre',
  total: '230.00',
  issuedAt: '2026-05-10T12:00:00Z',
}

describe('MarkPaidDialog', () => {
  it('offers the platform’s today and records the payment on it', async () => {
    const fetchMock = serveApi((path) =>
      path === 'admin/invoice/paid' ? envelope(0, { ...invoice, status: 2 }) : envelope(1003, null, 'not served'),
    )
    const onClose = vi.fn()
    renderWithProviders(<MarkPaidDialog invoice={invoice} asOf="2026-05-20T01:00:00Z" onClose={onClose} />)
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('Kowhai Kids Centre paid $230.00.')).toBeInTheDocument()
    // 01:00 UTC on the 20th is the 20th in Auckland.
    expect(within(dialog).getByLabelText('Payment date')).toHaveValue('2026-05-20')
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Mark paid' }))
    await waitFor(() => expect(callsTo(fetchMock, 'admin/invoice/paid')).toEqual([{ invoiceId: 41, paidOn: '2026-05-20' }]))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
  })
})
