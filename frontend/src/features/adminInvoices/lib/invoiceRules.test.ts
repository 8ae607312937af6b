import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'

import { defaultPaymentDay, invoiceFilters, isInvoiceTab, payable, paymentDayAllowed, statusName, statusOfTab } from './invoiceRules'

describe('invoice rules', () => {
  it('asks for the status of each tab, overdue included', () => {
    expect(statusOfTab('all')).toBeUndefined()
    expect(statusOfTab('unpaid')).toBe(1)
    expect(statusOfTab('paid')).toBe(2)
    expect(statusOfTab('overdue')).toBe(3)
    expect(isInvoiceTab('overdue')).toBe(true)
    expect(isInvoiceTab('cancelled')).toBe(false)
    expect(isInvoiceTab(null)).toBe(false)
  })

  it('names statuses and knows what can still be paid', () => {
    expect([1, 2, 3].map(statusName)).toEqual(['unpaid', 'paid', 'overdue'])
    expect([1, 2, 3].map(payable)).toEqual([true, false, true])
  })

  it('turns the filter form into the list filters', () => {
    expect(invoiceFilters({ keyword: '  INV-2026 ', period: [dayjs('2026-05-01'), dayjs('2026-05-31')] })).toEqual({
      keyword: 'INV-2026',
      issuedFrom: '2026-05-01',
      issuedTo: '2026-05-31',
    })
    expect(invoiceFilters({ keyword: '   ', period: null, centreId: '4' })).toEqual({ centreId: 4 })
    expect(invoiceFilters({ centreId: 'x' })).toEqual({})
  })

  it('allows payment days from the day of issue to the platform’s today, in New Zealand', () => {
    // Issued 2026-05-04 09:00 NZST (21:00 UTC the day before); today 2026-05-20 in Auckland.
    const issuedAt = '2026-05-03T21:00:00Z'
    const asOf = '2026-05-19T13:00:00Z'
    expect(paymentDayAllowed(dayjs('2026-05-04'), issuedAt, asOf)).toBe(true)
    expect(paymentDayAllowed(dayjs('2026-05-03'), issuedAt, asOf)).toBe(false)
    expect(paymentDayAllowed(dayjs('2026-05-20'), issuedAt, asOf)).toBe(true)
    expect(paymentDayAllowed(dayjs('2026-05-21'), issuedAt, asOf)).toBe(false)
    expect(defaultPaymentDay(asOf).format('YYYY-MM-DD')).toBe('2026-05-20')
  })
})
