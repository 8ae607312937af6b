import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'

import type { Authority } from '@/shared/authority/authority'
import { AuthorityProvider } from '@/shared/authority/permission'
import { callsTo, envelope, renderWithProviders, serveApi } from '@/test/render'

import type { DeskVoucher } from '../api/voucherList'
import { VoucherDeskPage } from './VoucherDeskPage'

const voucher = (fields: Partial<DeskVoucher>): DeskVoucher => ({
  voucherId: 1,
  name: 'Welcome voucher',
  conditions: null,
  voucherType: 1,
  parValue: '100.00',
  useType: 0,
  status: 0,
  issuedAt: '2026-11-01T20:00:00Z',
  expiresAt: '2027-01-30T20:00:00Z',
  centreId: 3,
  centreName: 'Kowhai Kids Centre',
  bookingId: null,
  invoiceId: null,
  invoiceNumber: null,
  issuedBy: null,
  expiredEarlyAt: null,
  expiredBy: null,
  expiryReason: null,
  ...fields,
})

const issued = voucher({
  voucherId: 7,
  name: 'Matariki thanks',
  conditions: 'For a booking in the July holidays.',
  voucherType: 3,
  parValue: '50.00',
  useType: 1,
  issuedBy: 'Aroha Finance',
})
const processing = voucher({ voucherId: 8, name: 'Booking voucher', voucherType: 2, status: 1, bookingId: 22 })
const ended = voucher({ voucherId: 9, name: 'Winter thanks', voucherType: 3, status: 5, expiryReason: 'Issued twice.' })

function staff(permissions: string[]): Authority {
  return { userId: 2, name: 'Aroha', email: 'aroha@example.com', passwordIsDefault: false, level: 2, everyPermission: false, permissions, menus: [] }
}

function renderDesk(permissions: string[]) {
  const Wrapper = ({ children }: { children: ReactNode }) => <AuthorityProvider authority={staff(permissions)}>{children}</AuthorityProvider>
  renderWithProviders(
    <Wrapper>
      <VoucherDeskPage />
    </Wrapper>,
  )
}

const centres = [
  { centreId: 3, name: 'Kowhai Kids Centre', suburb: 'Henderson', city: 'Auckland', region: 'Auckland' },
  { centreId: 4, name: 'Rimu Early Learning', suburb: 'Te Aro', city: 'Wellington', region: 'Wellington' },
]

function serveDesk(answers: { issue?: () => Response } = {}) {
  return serveApi((path, body) => {
    if (path === 'admin/voucher/list') return envelope(0, { list: [issued, processing, ended], total: 3, pageNo: 1, pageSize: 20 })
    if (path === 'admin/centre/regions') return envelope(0, { list: [{ name: 'Wellington', nameZh: '惠灵顿' }] })
    if (path === 'admin/centre/list') {
      const { keyword, pageSize } = body as { keyword?: string | null; pageSize: number }
      if (pageSize === 1) return envelope(0, { list: [], total: 12, pageNo: 1, pageSize: 1 })
      const found = centres.filter((centre) => centre.name.toLowerCase().includes((keyword ?? '').toLowerCase()))
      return envelope(0, { list: found, total: found.length, pageNo: 1, pageSize })
    }
    if (path === 'admin/voucher/issue') return answers.issue?.() ?? envelope(0, { count: 1, voucherIds: [10] })
    if (path === 'admin/voucher/expire') {
      const { voucherId, reason } = body as { voucherId: number; reason: string }
      return envelope(0, { ...issued, voucherId, status: 5, expiryReason: reason })
    }
    return envelope(1003, null, 'not served')
  })
}

afterEach(() => window.localStorage.clear())

const FINANCE = ['voucher:list', 'voucher:issue', 'voucher:expire', 'centre:list']

describe('VoucherDeskPage', () => {
  it('lists every voucher with its centre, type, status as the admin labels it, booking and conditions', async () => {
    const fetchMock = serveDesk()
    renderDesk(FINANCE)
    const table = await screen.findByRole('table', { name: 'Vouchers of every centre' })
    const row = (name: string) => within(table).getAllByRole('row').find((element) => element.textContent?.includes(name)) as HTMLElement
    expect(await within(table).findByText('Matariki thanks')).toBeInTheDocument()
    expect(callsTo(fetchMock, 'admin/voucher/list')[0]).toEqual({ pageNo: 1, pageSize: 20 })
    expect(within(row('Matariki thanks')).getByText('Issued by the platform')).toBeInTheDocument()
    expect(within(row('Matariki thanks')).getByText('For a booking in the July holidays.')).toBeInTheDocument()
    expect(within(row('Matariki thanks')).getByText('Qualified teachers')).toBeInTheDocument()
    expect(within(row('Matariki thanks')).getByText('$50.00')).toBeInTheDocument()
    expect(within(row('Booking voucher')).getByText('Processing')).toBeInTheDocument()
    expect(within(row('Booking voucher')).getByText('Booking 22')).toBeInTheDocument()
    expect(within(row('Winter thanks')).getByText('Ended early: Issued twice.')).toBeInTheDocument()
    // Only the active voucher can be expired early.
    expect(within(row('Matariki thanks')).getByRole('button', { name: 'Expire Matariki thanks of Kowhai Kids Centre early' })).toBeInTheDocument()
    expect(within(row('Booking voucher')).queryByRole('button', { name: /Expire/ })).toBeNull()
    expect(within(row('Winter thanks')).queryByRole('button', { name: /Expire/ })).toBeNull()
  })

  it('filters by the statuses chosen', async () => {
    const fetchMock = serveDesk()
    renderDesk(FINANCE)
    await screen.findByText('Matariki thanks')
    const user = userEvent.setup()
    await user.click(screen.getByRole('combobox', { name: 'Status' }))
    await user.click(await screen.findByTitle('Processing'))
    await user.click(await screen.findByTitle('Using'))
    await user.click(screen.getByRole('button', { name: /Search/ }))
    await waitFor(() => expect(callsTo(fetchMock, 'admin/voucher/list').at(-1)).toEqual({ statuses: [1, 2], pageNo: 1, pageSize: 20 }))
  })

  it('issues a voucher to a chosen centre and words it', async () => {
    const fetchMock = serveDesk()
    renderDesk(FINANCE)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: /Issue vouchers/ }))
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: 'Issue' }))
    expect(await within(dialog).findByText('Choose at least one centre.')).toBeInTheDocument()
    expect(within(dialog).getByText('Give the voucher a name of 2 to 64 characters.')).toBeInTheDocument()
    expect(within(dialog).getByText('Enter a value from $1 to $1000.')).toBeInTheDocument()

    await user.type(within(dialog).getByRole('combobox', { name: 'Centres to issue to' }), 'kowhai')
    await waitFor(() => expect(callsTo(fetchMock, 'admin/centre/list').at(-1)).toMatchObject({ keyword: 'kowhai' }))
    const options = await screen.findAllByTitle('Kowhai Kids Centre')
    await user.click(options.find((element) => element.classList.contains('ant-select-item-option')) ?? (options[0] as HTMLElement))
    await user.type(within(dialog).getByLabelText('Name'), 'Matariki thanks')
    await user.type(within(dialog).getByLabelText('Conditions'), 'For the July holidays.')
    await user.type(within(dialog).getByLabelText('Value'), '25')
    await user.click(within(dialog).getByText('Qualified teachers'))
    await user.click(within(dialog).getByRole('button', { name: 'Issue' }))
    await waitFor(() =>
      expect(callsTo(fetchMock, 'admin/voucher/issue')).toEqual([
        {
          centreIds: [3],
          name: 'Matariki thanks',
          conditions: 'For the July holidays.',
          value: '25.00',
          useType: 1,
          validDays: 90,
        },
      ]),
    )
    expect(await screen.findByText('The voucher was issued; the centre is told.')).toBeInTheDocument()
  })

  it('shows how many centres a filter reaches, and a refusal on its field', async () => {
    const fetchMock = serveDesk({
      issue: () =>
        envelope(1000, { code: 45307, field: 'value', values: { low: '1.00', high: '1000.00' } }, 'refused'),
    })
    renderDesk(FINANCE)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: /Issue vouchers/ }))
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByText('Every centre that matches'))
    expect(await within(dialog).findByText('Centres that match: 12. Each gets one voucher.')).toBeInTheDocument()
    expect(callsTo(fetchMock, 'admin/centre/list').at(-1)).toEqual({ enabled: true, pageNo: 1, pageSize: 1 })
    await user.type(within(dialog).getByLabelText('Name'), 'Winter thanks')
    await user.type(within(dialog).getByLabelText('Value'), '20')
    await user.click(within(dialog).getByRole('button', { name: 'Issue' }))
    await waitFor(() => expect(callsTo(fetchMock, 'admin/voucher/issue')).toHaveLength(1))
    expect(callsTo(fetchMock, 'admin/voucher/issue')[0]).toMatchObject({ matching: { enabled: true }, name: 'Winter thanks', value: '20.00' })
    // Worded by its code from the apps' catalogue, on the field it names.
    expect(await within(dialog).findByText("A voucher's value must be between $1.00 and $1000.00.")).toBeInTheDocument()
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  })

  it('expires an active voucher early only with a reason', async () => {
    const fetchMock = serveDesk()
    renderDesk(FINANCE)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Expire Matariki thanks of Kowhai Kids Centre early' }))
    // jsdom gives every generated id one value, so a dialog is found by its role and checked by its title.
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('Expire Matariki thanks early')).toBeInTheDocument()
    expect(within(dialog).getByText(/Kowhai Kids Centre's \$50\.00 voucher, valid until 2027-01-31/)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Expire now' }))
    expect(await within(dialog).findByText('Give the reason.')).toBeInTheDocument()
    expect(callsTo(fetchMock, 'admin/voucher/expire')).toEqual([])
    await user.type(within(dialog).getByLabelText('Reason'), ' Issued to the wrong centre. ')
    await user.click(within(dialog).getByRole('button', { name: 'Expire now' }))
    await waitFor(() => expect(callsTo(fetchMock, 'admin/voucher/expire')).toEqual([{ voucherId: 7, reason: 'Issued to the wrong centre.' }]))
    expect(await screen.findByText('Matariki thanks has expired; the centre is told.')).toBeInTheDocument()
  })

  it('reads without issuing or expiring for a staff member who only lists', async () => {
    serveDesk()
    renderDesk(['voucher:list'])
    const table = await screen.findByRole('table', { name: 'Vouchers of every centre' })
    expect(await within(table).findByText('Matariki thanks')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Issue vouchers/ })).toBeNull()
    expect(within(table).queryByRole('button', { name: /Expire/ })).toBeNull()
  })
})
