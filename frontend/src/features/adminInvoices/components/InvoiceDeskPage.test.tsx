import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import type { Authority } from '@/shared/authority/authority'
import { AuthorityProvider } from '@/shared/authority/permission'
import * as accountingFiles from '@/shared/ui/accountingExport/accountingFiles'
import { callsTo, envelope, renderWithProviders, serveApi } from '@/test/render'

import type { StaffInvoiceDetail } from '../api/invoiceDetail'
import type { StaffInvoice } from '../api/invoiceList'
import { InvoiceDeskPage } from './InvoiceDeskPage'
import { InvoiceDetailDrawer } from './InvoiceDetailDrawer'

const overdue: StaffInvoice = {
  id: 41,
  number: 'INV-2026-000041',
  kind: 1,
  bookingId: 12,
  weekStart: '2026-05-04',
  issuedAt: '2026-05-10T12:00:00Z',
  dueAt: '2026-05-17T12:00:00Z',
  paidAt: null,
  subtotal: '200.00',
  discount: '0.00',
  taxRate: '15.00',
  tax: '30.00',
  total: '230.00',
  status: 3,
  centreId: 3,
  centreName: 'Kowhai Kids Centre',
}

const detail: StaffInvoiceDetail = {
  ...overdue,
  voucherName: null,
  lines: [
    { id: 1, kind: 1, description: 'Mere Smith, Mon 4 May', hours: '8.00', unitPrice: '25.00', amount: '200.00', qualification: 1 },
  ],
}

const totals = { count: 1, amount: '230.00', outstanding: '230.00', overdue: 1, asOf: '2026-05-20T01:00:00Z' }

function staff(permissions: string[]): Authority {
  return { userId: 2, name: 'Aroha', email: 'aroha@example.com', passwordIsDefault: false, level: 2, everyPermission: false, permissions, menus: [] }
}

function renderDesk(permissions: string[]) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <AuthorityProvider authority={staff(permissions)}>{children}</AuthorityProvider>
  )
  renderWithProviders(
    <Wrapper>
      <InvoiceDeskPage />
    </Wrapper>,
  )
}

function serveDesk() {
  let current = overdue
  return serveApi((path, body) => {
    if (path === 'admin/invoice/list') {
      const status = (body as { status?: number }).status
      const rows = status === undefined || status === current.status ? [current] : []
      return envelope(0, { list: rows, total: rows.length, pageNo: 1, pageSize: 20 })
    }
    if (path === 'admin/invoice/totals') return envelope(0, totals)
    if (path === 'admin/invoice/export' || path === 'admin/export/status')
      return envelope(0, { id: 7, list: 'invoice', status: 'queued', done: 0, total: 0, fileName: 'Invoices.xlsx', createdAt: '2026-05-20T01:00:00Z' })
    if (path === 'admin/invoice/accounting/summary') return envelope(0, { count: 2, perFile: 500, files: 1 })
    if (path === 'admin/invoice/accounting/export')
      return envelope(0, { url: '/api/invoice/accounting/abc', expiresAt: '2026-05-20T01:10:00Z', fileName: 'invoices-xero.csv', invoices: 2 })
    if (path === 'admin/invoice/detail') return envelope(0, { ...detail, ...current })
    if (path === 'admin/invoice/paid') {
      current = { ...current, status: 2, paidAt: '2026-05-18T00:00:00Z' }
      return envelope(0, current)
    }
    return envelope(1003, null, 'not served')
  })
}

afterEach(() => window.localStorage.clear())

describe('InvoiceDeskPage', () => {
  it('asks for the overdue invoices on the Overdue tab and shows their totals', async () => {
    const fetchMock = serveDesk()
    renderDesk(['invoice:list'])
    const table = await screen.findByRole('table', { name: 'Invoices of every centre' })
    expect(await within(table).findByText('Kowhai Kids Centre')).toBeInTheDocument()
    expect(within(table).getByText('$230.00')).toBeInTheDocument()
    // Without invoice:pay there is no Mark paid.
    expect(within(table).queryByRole('button', { name: 'Mark paid' })).toBeNull()

    const user = userEvent.setup()
    await user.click(screen.getByRole('tab', { name: 'Overdue' }))
    await waitFor(() => expect(callsTo(fetchMock, 'admin/invoice/list').at(-1)).toEqual({ status: 3, pageNo: 1, pageSize: 20 }))
    expect(callsTo(fetchMock, 'admin/invoice/totals').at(-1)).toEqual({ status: 3 })
    expect(screen.getByRole('region', { name: 'Totals of the invoices shown' })).toHaveTextContent('Not paid yet$230.00')
  })

  it('exports the tab’s invoices with their status and kind in words, with export:read only', async () => {
    const fetchMock = serveDesk()
    renderDesk(['invoice:list', 'export:read'])
    const user = userEvent.setup()
    await user.click(await screen.findByRole('tab', { name: 'Overdue' }))
    await waitFor(() => expect(callsTo(fetchMock, 'admin/invoice/list').at(-1)).toEqual({ status: 3, pageNo: 1, pageSize: 20 }))
    await user.click(screen.getByRole('button', { name: /Export/ }))
    await waitFor(() => expect(callsTo(fetchMock, 'admin/invoice/export')).toHaveLength(1))
    const [request] = callsTo(fetchMock, 'admin/invoice/export') as [{ status: number; columns: { key: string; labels?: Record<string, string> }[] }]
    expect(request.status).toBe(3)
    const column = (key: string) => request.columns.find((each) => each.key === key)
    expect(column('status')?.labels).toEqual({ 1: 'Unpaid', 2: 'Paid', 3: 'Overdue' })
    expect(column('kind')?.labels).toEqual({ 1: 'Booking', 2: 'Placement fee' })
    expect(column('number')?.labels).toBeUndefined()
    expect(request.columns.map((each) => each.key)).not.toContain('actions')
  })

  it('offers no export without export:read', async () => {
    serveDesk()
    renderDesk(['invoice:list'])
    await screen.findByRole('table', { name: 'Invoices of every centre' })
    expect(screen.queryByRole('button', { name: /Export/ })).toBeNull()
  })

  it('exports the platform’s sales for Xero with invoice:accounting only', async () => {
    const fetchMock = serveDesk()
    const follow = vi.spyOn(accountingFiles, 'followLink').mockImplementation(() => undefined)
    renderDesk(['invoice:list', 'invoice:accounting'])
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: /Export for Xero/ }))
    const dialog = await screen.findByRole('dialog')
    expect(await within(dialog).findByText('Invoices issued in this period: 2.')).toBeInTheDocument()
    const [asked] = callsTo(fetchMock, 'admin/invoice/accounting/summary') as [{ issuedFrom: string; issuedTo: string }]
    await user.click(within(dialog).getByRole('button', { name: /Download the CSV file/ }))
    await waitFor(() => expect(callsTo(fetchMock, 'admin/invoice/accounting/export')).toEqual([{ ...asked, part: 1 }]))
    await waitFor(() => expect(follow).toHaveBeenCalledWith('/api/invoice/accounting/abc', 'invoices-xero.csv'))
    follow.mockRestore()
  })

  it('offers no Xero export without invoice:accounting', async () => {
    serveDesk()
    renderDesk(['invoice:list', 'invoice:pay', 'export:read'])
    await screen.findByRole('table', { name: 'Invoices of every centre' })
    expect(screen.queryByRole('button', { name: /Export for Xero/ })).toBeNull()
  })

  it('opens the detail with its lines, and Mark paid with invoice:pay', async () => {
    serveDesk()
    const onPay = vi.fn()
    renderWithProviders(
      <AuthorityProvider authority={staff(['invoice:list', 'invoice:pay'])}>
        <InvoiceDetailDrawer invoiceId={41} onClose={() => {}} onPay={onPay} />
      </AuthorityProvider>,
    )
    expect(await screen.findByText('Mere Smith, Mon 4 May')).toBeInTheDocument()
    expect(screen.getByText('Invoice INV-2026-000041')).toBeInTheDocument()
    await userEvent.setup().click(screen.getByText('Mark paid'))
    expect(onPay).toHaveBeenCalledWith(expect.objectContaining({ id: 41 }))
  })

})
