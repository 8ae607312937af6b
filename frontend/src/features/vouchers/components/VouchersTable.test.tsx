import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { i18n } from '@/shared/i18n'
import { callsTo, envelope, renderWithProviders, serveApi } from '@/test/render'

import type { VoucherItem } from '../api/voucherList'
import { VouchersTable } from './VouchersTable'

const fromRelief: VoucherItem = {
  id: 7,
  name: 'Matariki thanks',
  voucherType: 3,
  parValue: '50.00',
  useType: 1,
  status: 0,
  issuedAt: '2026-11-01T20:00:00Z',
  expiresAt: '2026-12-24T10:59:59Z',
  bookingId: null,
  conditions: 'For a booking in the July holidays.',
  expiredEarlyAt: null,
  expiryReason: null,
}
const attached: VoucherItem = { ...fromRelief, id: 8, name: 'Spring thanks', status: 1, bookingId: 22, conditions: null }
const ended: VoucherItem = {
  ...fromRelief,
  id: 9,
  name: 'Winter thanks',
  status: 5,
  conditions: null,
  expiredEarlyAt: '2026-11-20T01:00:00Z',
  expiryReason: 'Issued twice.',
}

function serveVouchers() {
  return serveApi((path) =>
    path === 'center/voucher/list'
      ? envelope(0, { list: [fromRelief, attached, ended], total: 3, pageNo: 1, pageSize: 10 })
      : envelope(1003, null, 'not served'),
  )
}

afterEach(() => void i18n.changeLanguage('en'))

describe('VouchersTable', () => {
  it('shows a voucher Relief issued with its conditions, the booking one is on, and why one ended early', async () => {
    const fetchMock = serveVouchers()
    const onBook = vi.fn()
    renderWithProviders(<VouchersTable onBook={onBook} />)
    const table = await screen.findByRole('table', { name: 'Voucher records' })
    const row = (name: string) => within(table).getAllByRole('row').find((element) => element.textContent?.includes(name)) as HTMLElement
    expect(await within(table).findByText('Matariki thanks')).toBeInTheDocument()
    expect(callsTo(fetchMock, 'center/voucher/list')[0]).toMatchObject({ pageNo: 1 })
    const issued = row('Matariki thanks')
    expect(within(issued).getByText('Issued by Relief')).toBeInTheDocument()
    expect(within(issued).getByText('For a booking in the July holidays.')).toBeInTheDocument()
    expect(within(issued).getByText('Qualified teachers')).toBeInTheDocument()
    expect(within(issued).getByText('24 Dec 2026')).toBeInTheDocument()
    expect(within(issued).getByText('Active')).toBeInTheDocument()
    expect(within(row('Spring thanks')).getByText('Booking 22')).toBeInTheDocument()
    expect(within(row('Spring thanks')).getByText('Booked')).toBeInTheDocument()
    expect(within(row('Winter thanks')).getByText('Ended early: Issued twice.')).toBeInTheDocument()
    await userEvent.setup().click(within(issued).getByRole('button', { name: 'Book with Matariki thanks' }))
    expect(onBook).toHaveBeenCalledWith(fromRelief)
    expect(within(row('Winter thanks')).queryByRole('button', { name: /Book with/ })).toBeNull()
  })

  it('words them in Chinese', async () => {
    serveVouchers()
    await i18n.changeLanguage('zh-CN')
    renderWithProviders(<VouchersTable onBook={vi.fn()} />)
    const table = await screen.findByRole('table', { name: '代金券记录' })
    expect(await within(table).findAllByText('Relief 发放')).toHaveLength(3)
    expect(within(table).getByText('已提前终止：Issued twice.')).toBeInTheDocument()
  })
})
