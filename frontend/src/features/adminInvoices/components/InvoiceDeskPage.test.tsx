import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import type { Authority } from '@/shared/authority/authority'
import { AuthorityProvider } from '@/shared/authority/permission'
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
