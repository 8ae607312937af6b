import { describe, expect, it } from 'vitest'

import { amountText, canReportTimes, hoursText, paidMinutes, TIME_SHEET_STATUS, timesProblem, toCents } from './rules'

const at = (hour: number, minute = 0) => Date.UTC(2026, 10, 24, hour, minute)

describe('time sheet maths', () => {
  it('pays end - start - break, never negative', () => {
    expect(paidMinutes(at(8, 30), at(17), 30)).toBe(480)
    expect(paidMinutes(at(8, 30), at(8, 45), 30)).toBe(0)
    expect(paidMinutes(at(9), at(10) + 59_000, 0)).toBe(60)
  })

  it('shows hours with two places, half up', () => {
    expect(hoursText(450)).toBe('7.50')
    expect(hoursText(20)).toBe('0.33')
    expect(hoursText(50)).toBe('0.83')
    expect(hoursText(0)).toBe('0.00')
  })

  it('counts the amount in cents, half up, like the server', () => {
    expect(amountText('32.00', 480)).toBe('256.00')
    expect(amountText('32.00', 1)).toBe('0.64')
    expect(amountText('32.50', 20)).toBe('10.73')
    expect(amountText('33.33', 45)).toBe('25.00')
    expect(amountText('25.01', 30)).toBe('12.51')
    expect(amountText('32.5', 60)).toBe('32.50')
  })

  it('reads money text as cents', () => {
    expect(toCents('32.00')).toBe(3200)
    expect(toCents('7.5')).toBe(750)
    expect(toCents('12')).toBe(1200)
  })

  it('finds what is wrong with adjusted times', () => {
    expect(timesProblem(at(9), at(15), 30)).toBeNull()
    expect(timesProblem(at(15), at(9), 0)).toBe('endBeforeStart')
    expect(timesProblem(at(9), at(9), 0)).toBe('endBeforeStart')
    expect(timesProblem(at(9), at(10), 60)).toBe('breakTooLong')
    expect(timesProblem(at(9), at(10), 59)).toBeNull()
  })
})

describe("a teacher's report", () => {
  it('counts the minutes worked', () => {
    expect(paidMinutes(at(8, 30), at(15), 30)).toBe(360)
    expect(paidMinutes(at(8), at(8, 10), 30)).toBe(0)
  })

  it('finds what is wrong with the times', () => {
    expect(timesProblem(at(8), at(15), 30)).toBeNull()
    expect(timesProblem(at(15), at(8), 0)).toBe('endBeforeStart')
    expect(timesProblem(at(8), at(9), 60)).toBe('breakTooLong')
  })
})

describe('reporting times', () => {
  it('is open while the sheet is to confirm, and closed once confirmed or before there is a sheet', () => {
    expect(canReportTimes({ status: TIME_SHEET_STATUS.toConfirm })).toBe(true)
    expect(canReportTimes({ status: TIME_SHEET_STATUS.confirmed })).toBe(false)
    expect(canReportTimes(null)).toBe(false)
  })
})
