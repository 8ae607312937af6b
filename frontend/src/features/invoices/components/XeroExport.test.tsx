import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import * as accountingFiles from '@/shared/ui/accountingExport/accountingFiles'
import { callsTo, envelope, renderWithProviders, serveApi } from '@/test/render'

import { XeroExport } from './XeroExport'

afterEach(() => vi.restoreAllMocks())

describe('XeroExport', () => {
  it('counts the centre’s bills of the period and downloads them through the centre’s calls', async () => {
    const fetchMock = serveApi((path) => {
      if (path === 'center/invoice/accounting/summary') return envelope(0, { count: 4, perFile: 500, files: 1 })
      if (path === 'center/invoice/accounting/export')
        return envelope(0, { url: '/api/invoice/accounting/xyz', expiresAt: '2026-05-20T01:10:00Z', fileName: 'invoices-2026-04-01-to-2026-04-30-xero.csv', invoices: 4 })
      return envelope(1003, null, 'not served')
    })
    const follow = vi.spyOn(accountingFiles, 'followLink').mockImplementation(() => undefined)
    renderWithProviders(<XeroExport />)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: /Export for Xero/ }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText(/choose Import and pick this file/)).toBeInTheDocument()
    expect(await within(dialog).findByText('Invoices issued in this period: 4.')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: /Download the CSV file/ }))
    const [period] = callsTo(fetchMock, 'center/invoice/accounting/summary') as [object]
    await waitFor(() => expect(callsTo(fetchMock, 'center/invoice/accounting/export')).toEqual([{ ...period, part: 1 }]))
    await waitFor(() => expect(follow).toHaveBeenCalledWith('/api/invoice/accounting/xyz', 'invoices-2026-04-01-to-2026-04-30-xero.csv'))
    expect(await screen.findByText('invoices-2026-04-01-to-2026-04-30-xero.csv downloaded.')).toBeInTheDocument()
  })
})
