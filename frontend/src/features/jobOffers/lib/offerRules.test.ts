import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'

import { isUndecided, offerDateProblem, rateRangeText } from './offerRules'

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
