import { describe, expect, it } from 'vitest'

import type { Quote, QuoteDay } from '../api/quoteDraft'
import { quoteFacts } from './bookingSummary'

function day(date: string, rate = '32.00', start = '08:30', end = '15:00', breakMinutes = 30): QuoteDay {
  return {
    date,
    startsAt: `${date}T${start}:00+13:00`,
    endsAt: `${date}T${end}:00+13:00`,
    breakMinutes,
    workingHours: '6.00',
    hourlyRate: rate,
    weekend: false,
    holiday: false,
    amount: '192.00',
  }
}

function quote(days: QuoteDay[]): Quote {
  return {
    processId: 'XfNuHVsH-Kg0UIVq',
    liveRate: '32.00',
    days,
    totalHours: '6.00',
    total: '192.00',
    discount: '0.00',
    taxRate: '15',
    tax: '28.80',
    payable: '220.80',
    expiresAt: '2026-11-22T05:42:23Z',
  }
}

describe('quoteFacts', () => {
  it('sums up one day: its date, its hours and its rate', () => {
    expect(quoteFacts(quote([day('2026-11-24')]))).toEqual({
      first: '2026-11-24',
      last: '2026-11-24',
      dayCount: 1,
      times: { startsAt: '2026-11-24T08:30:00+13:00', endsAt: '2026-11-24T15:00:00+13:00', breakMinutes: 30 },
      lowestRate: '32.00',
      highestRate: '32.00',
    })
  })

  it('spans several days with the range of their rates', () => {
    const facts = quoteFacts(quote([day('2026-11-27'), day('2026-11-28', '40.00'), day('2026-11-30', '48.00')]))
    expect(facts).toMatchObject({ first: '2026-11-27', last: '2026-11-30', dayCount: 3, lowestRate: '32.00', highestRate: '48.00' })
    expect(facts?.times).not.toBeNull()
  })

  it('says the hours vary when the days differ', () => {
    expect(quoteFacts(quote([day('2026-11-24'), day('2026-11-25', '32.00', '09:00')]))?.times).toBeNull()
  })

  it('has nothing to say without days', () => {
    expect(quoteFacts(quote([]))).toBeNull()
  })
})
