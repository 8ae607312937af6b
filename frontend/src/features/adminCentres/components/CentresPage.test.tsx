import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'

import type { Authority } from '@/shared/authority/authority'
import { AuthorityProvider } from '@/shared/authority/permission'
import { callsTo, envelope, renderWithProviders, serveApi } from '@/test/render'

import type { CentreDetail } from '../api/centreDetail'
import type { CentreItem } from '../api/centres'
import { CentresPage } from './CentresPage'

const item: CentreItem = {
  centreId: 3,
  userId: 9,
  name: 'Kowhai Kids Centre',
  licenceNumber: 'LIC-1001',
  companyName: 'Kowhai Ltd',
  gstNumber: '123-456-789',
  contactPerson: 'Mere Parata',
  email: 'office@kowhai.test',
  phone: '+6498361234',
  address: '12 Kowhai Road',
  city: 'Auckland',
  suburb: 'Henderson',
  postalCode: '0612',
  region: 'Auckland',
  qualifiedRate: null,
  unqualifiedRate: null,
  qualifiedDiscount: null,
  unqualifiedDiscount: null,
  ownRates: false,
  enabled: true,
  createdAt: '2026-11-01T08:00:00Z',
  bookings: 1,
}

const detail: CentreDetail = {
  ...item,
  accountEmail: 'centre@example.com',
  agreed: true,
  deactiveNotice: null,
  latitude: -36.88,
  longitude: 174.63,
  country: 'New Zealand',
  timeZone: 'Pacific/Auckland',
  invoices: 1,
  rates: {
    qualifiedRate: null,
    unqualifiedRate: null,
    qualifiedDiscount: null,
    unqualifiedDiscount: null,
    platformQualifiedRate: '35.00',
    platformUnqualifiedRate: '28.00',
    effectiveQualifiedRate: '35.00',
    effectiveUnqualifiedRate: '28.00',
  },
  recentBookings: [
    {
      bookingId: 41,
      status: 1,
      qualification: 1,
      numberOfTeachers: 2,
      startsAt: '2026-11-25T19:30:00Z',
      endsAt: '2026-11-26T02:00:00Z',
      hourlyRate: '35.00',
      createdAt: '2026-11-20T08:00:00Z',
    },
  ],
  recentInvoices: [
    {
      invoiceId: 7,
      number: 'INV-2026-0007',
      kind: 1,
      bookingId: 41,
      status: 3,
      total: '402.50',
      issuedAt: '2026-11-10T08:00:00Z',
      dueAt: '2026-11-17T08:00:00Z',
      paidAt: null,
    },
  ],
}

function staff(permissions: string[]): Authority {
  return { userId: 2, name: 'Mere', email: 'mere@example.com', passwordIsDefault: false, level: 2, everyPermission: false, permissions, menus: [] }
}

function renderPage(permissions: string[]) {
  const Wrapper = ({ children }: { children: ReactNode }) => <AuthorityProvider authority={staff(permissions)}>{children}</AuthorityProvider>
  renderWithProviders(
    <Wrapper>
      <CentresPage />
    </Wrapper>,
  )
}

function serveCentres(refuseRates = false) {
  let current = detail
  return serveApi((path, body) => {
    if (path === 'admin/centre/list') return envelope(0, { list: [item], total: 1, pageNo: 1, pageSize: 20 })
    if (path === 'admin/centre/regions') return envelope(0, { list: [{ name: 'Auckland', nameZh: '奥克兰大区' }] })
    if (path === 'admin/centre/detail') return envelope(0, current)
    if (path === 'admin/centre/rates') {
      if (refuseRates) return envelope(1000, { code: 43402, field: 'qualifiedRate', values: { low: '1.00', high: '500.00' } }, 'An hourly rate must be between $1.00 and $500.00.')
      const change = body as { qualifiedRate: string | null }
      current = { ...current, qualifiedRate: change.qualifiedRate, rates: { ...current.rates, qualifiedRate: change.qualifiedRate } }
      return envelope(0, current)
    }
    if (path === 'admin/user/enabled') {
      const change = body as { enabled: boolean; notice?: string }
      current = { ...current, enabled: change.enabled, deactiveNotice: change.notice ?? null }
      return envelope(0, { userId: 9, enabled: change.enabled })
    }
    return envelope(1003, null, 'not served')
  })
}

afterEach(() => window.localStorage.clear())

async function openCentre() {
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: 'Kowhai Kids Centre' }))
  const drawer = await screen.findByRole('dialog')
  await within(drawer).findByText('LIC-1001')
  return { user, drawer }
}

describe('CentresPage', () => {
  it('lists centres with their labels and asks the server for the filters', async () => {
    const fetchMock = serveCentres()
    renderPage(['centre:list'])
    const table = await screen.findByRole('table', { name: 'Centres' })
    expect(await within(table).findByText('Kowhai Kids Centre')).toBeInTheDocument()
    expect(within(table).getByText('LIC-1001')).toBeInTheDocument()
    expect(within(table).getAllByText('Platform rate')).toHaveLength(2)

    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Search'), ' kowhai ')
    await user.click(screen.getByRole('button', { name: /Search/ }))
    await waitFor(() => expect(callsTo(fetchMock, 'admin/centre/list')).toHaveLength(2))
    expect(callsTo(fetchMock, 'admin/centre/list')[1]).toEqual({ keyword: 'kowhai', pageNo: 1, pageSize: 20 })
  })

  it('shows the profile, bookings and invoices in the drawer', async () => {
    serveCentres()
    renderPage(['centre:list'])
    const { user, drawer } = await openCentre()
    expect(within(drawer).getByText('Mere Parata')).toBeInTheDocument()
    expect(within(drawer).getByText('12 Kowhai Road')).toBeInTheDocument()
    await user.click(within(drawer).getByRole('tab', { name: 'Bookings (1)' }))
    const bookings = await within(drawer).findByRole('table', { name: "The centre's latest bookings" })
    expect(within(bookings).getByText('Confirmed')).toBeInTheDocument()
    await user.click(within(drawer).getByRole('tab', { name: 'Invoices (1)' }))
    const invoices = await within(drawer).findByRole('table', { name: "The centre's latest invoices" })
    expect(within(invoices).getByText('INV-2026-0007')).toBeInTheDocument()
    expect(within(invoices).getByText('Overdue')).toBeInTheDocument()
  })

  it('saves the centre’s own rate with centre:rates', async () => {
    const fetchMock = serveCentres()
    renderPage(['centre:list', 'centre:rates'])
    const { user, drawer } = await openCentre()
    await user.click(within(drawer).getByRole('tab', { name: 'Rates & discounts' }))
    const rate = await within(drawer).findByRole('spinbutton', { name: 'Qualified hourly rate' })
    await user.type(rate, '41.5')
    await user.click(within(drawer).getByRole('button', { name: 'Save rates' }))
    await waitFor(() =>
      expect(callsTo(fetchMock, 'admin/centre/rates')).toEqual([
        { centreId: 3, qualifiedRate: '41.50', unqualifiedRate: null, qualifiedDiscount: null, unqualifiedDiscount: null },
      ]),
    )
    expect(await screen.findByText('The rates of Kowhai Kids Centre are saved.')).toBeInTheDocument()
  })

  it('refuses a rate out of bounds before the call', async () => {
    const fetchMock = serveCentres()
    renderPage(['centre:list', 'centre:rates'])
    const { user, drawer } = await openCentre()
    await user.click(within(drawer).getByRole('tab', { name: 'Rates & discounts' }))
    await user.type(await within(drawer).findByRole('spinbutton', { name: 'Qualified hourly rate' }), '900')
    await user.click(within(drawer).getByRole('button', { name: 'Save rates' }))
    expect(await within(drawer).findByText('An hourly rate must be between $1.00 and $500.00.')).toBeInTheDocument()
    expect(callsTo(fetchMock, 'admin/centre/rates')).toEqual([])
  })

  it('shows the server’s refusal on its field', async () => {
    serveCentres(true)
    renderPage(['centre:list', 'centre:rates'])
    const { user, drawer } = await openCentre()
    await user.click(within(drawer).getByRole('tab', { name: 'Rates & discounts' }))
    await user.type(await within(drawer).findByRole('spinbutton', { name: 'Qualified hourly rate' }), '40')
    await user.click(within(drawer).getByRole('button', { name: 'Save rates' }))
    expect(await within(drawer).findByText('An hourly rate must be between $1.00 and $500.00.')).toBeInTheDocument()
  })

  it('disables the account with a notice, with account:enable', async () => {
    const fetchMock = serveCentres()
    renderPage(['centre:list', 'account:enable'])
    const { user } = await openCentre()
    await user.click(screen.getByRole('button', { name: 'Disable account' }))
    const notice = await screen.findByRole('textbox', { name: "Notice the centre's users see" })
    const dialog = notice.closest('.ant-modal') as HTMLElement
    expect(within(dialog).getByText('Disable Kowhai Kids Centre?')).toBeInTheDocument()
    await user.type(notice, 'Please call us.')
    await user.click(within(dialog).getByRole('button', { name: 'Disable account' }))
    await waitFor(() =>
      expect(callsTo(fetchMock, 'admin/user/enabled')).toEqual([{ userId: 9, enabled: false, notice: 'Please call us.' }]),
    )
  })

  it('hides the save and account buttons without their permissions', async () => {
    serveCentres()
    renderPage(['centre:list'])
    const { user, drawer } = await openCentre()
    expect(screen.queryByRole('button', { name: 'Disable account' })).toBeNull()
    await user.click(within(drawer).getByRole('tab', { name: 'Rates & discounts' }))
    expect(await within(drawer).findByRole('spinbutton', { name: 'Qualified hourly rate' })).toBeDisabled()
    expect(within(drawer).queryByRole('button', { name: 'Save rates' })).toBeNull()
  })
})
