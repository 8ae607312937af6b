import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'

import { isUndecided, mayApply, mayWithdraw, offerDateProblem, rateRangeText } from './offerRules'

const today = dayjs('2026-11-22')

describe('offerDateProblem', () => {
  it('accepts an expiry after the start', () => {
    expect(offerDateProblem({ startsOn: today, expiresOn: today.add(1, 'day') }, today)).toBeNull()
    expect(offerDateProblem({}, today)).toBeNull()
  })

  it('refuses an expiry on or before the start', () => {
    expect(offerDateProblem({ startsOn: today.add(3, 'day'), expiresOn: today.add(3, 'day') }, today)).toBe(
      'jobOffers.form.expiryAfterStart',
    )
    expect(offerDateProblem({ startsOn: today.add(3, 'day'), expiresOn: today.add(1, 'day') }, today)).toBe(
      'jobOffers.form.expiryAfterStart',
    )
  })

  it('refuses a start before today and an end before the start', () => {
    expect(offerDateProblem({ startsOn: today.subtract(1, 'day') }, today)).toBe('jobOffers.form.startPast')
    expect(offerDateProblem({ startsOn: today.add(2, 'day'), endsOn: today.add(1, 'day') }, today)).toBe(
      'jobOffers.form.endBeforeStart',
    )
    expect(offerDateProblem({ startsOn: today.add(2, 'day'), endsOn: today.add(2, 'day') }, today)).toBeNull()
  })
})

describe('rateRangeText', () => {
  it('names the four bands', () => {
    expect([1, 2, 3, 4].map(rateRangeText)).toEqual(['$24-26', '$27-29', '$30-32', '$33-36'])
    expect(rateRangeText(5)).toBe('–')
    expect(rateRangeText(0)).toBe('–')
  })
})

describe('isUndecided', () => {
  it('is true only for applied or shortlisted applicants of an open offer', () => {
    expect(isUndecided(1, 1)).toBe(true)
    expect(isUndecided(2, 1)).toBe(true)
    expect(isUndecided(3, 1)).toBe(false)
    expect(isUndecided(4, 1)).toBe(false)
    expect(isUndecided(1, 3)).toBe(false)
  })
})

describe('a teacher and an offer', () => {
  it('lets a teacher apply to an open offer once, or again after withdrawing', () => {
    expect(mayApply(1, null)).toBe(true)
    expect(mayApply(1, 5)).toBe(true)
    expect(mayApply(1, 1)).toBe(false)
    expect(mayApply(1, 4)).toBe(false)
    expect(mayApply(3, null)).toBe(false)
  })

  it('lets a teacher withdraw while applied or shortlisted on an open offer', () => {
    expect(mayWithdraw(1, 1)).toBe(true)
    expect(mayWithdraw(1, 2)).toBe(true)
    expect(mayWithdraw(1, 3)).toBe(false)
    expect(mayWithdraw(2, 1)).toBe(false)
  })
})
