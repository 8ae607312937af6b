import { describe, expect, it } from 'vitest'

import type { TeacherProfile } from '../api/teacherProfile'
import { contactChanges, hasChanges, locationChanges, locationValuesOf, MOBILE_PATTERN } from './profileChanges'
import { rankProgress } from './rank'

const profile: TeacherProfile = {
  id: 12,
  firstName: 'Mere',
  lastName: 'Tane',
  email: 'mere@example.com',
  mobile: '+64 21 123 4567',
  gender: 1,
  qualification: 1,
  registrationNumber: 'TR004512',
  talentPool: 1,
  ageGroups: [3],
  approval: 1,
  freeJobSeeker: false,
  address: '12 Kauri Road',
  suburb: 'Titirangi',
  city: 'Auckland',
  postalCode: '0604',
  latitude: -36.9,
  longitude: 174.7,
  travelRadiusKm: 15,
  rank: { name: 'silver', pointsNeeded: 300, nextRank: 'black', pointsToNext: 550 },
  points: 450,
  rating: '4.50',
  completedHours: '451.50',
  philosophy: 'Children lead; I follow.',
  registrationExpiry: '2027-11-22',
  firstAidExpiry: '2027-05-01',
  policeVettingExpiry: '2028-01-31',
}

describe('rank progress', () => {
  it('spans this rank to the next one', () => {
    // 150 of the 700 points from silver (300) to black (1000).
    expect(rankProgress(profile)).toEqual({ percent: 21, pointsToNext: 550, nextRank: 'black' })
  })

  it('is full at the top rank', () => {
    expect(
      rankProgress({ points: 1200, rank: { name: 'black', pointsNeeded: 1000, nextRank: null, pointsToNext: null } }),
    ).toEqual({ percent: 100, pointsToNext: null, nextRank: null })
  })

  it('starts at nothing on a new account', () => {
    expect(
      rankProgress({ points: 0, rank: { name: 'bronze', pointsNeeded: 0, nextRank: 'silver', pointsToNext: 300 } }).percent,
    ).toBe(0)
  })
})

describe('profile changes', () => {
  it('sends only the contact fields that changed, trimmed; emptied text clears', () => {
    expect(contactChanges(profile, { mobile: '+64 21 123 4567', philosophy: 'Play first. ' })).toEqual({
      philosophy: 'Play first.',
    })
    expect(contactChanges(profile, { mobile: '', philosophy: 'Children lead; I follow.' })).toEqual({ mobile: '' })
    expect(hasChanges(contactChanges(profile, { mobile: '+64 21 123 4567', philosophy: 'Children lead; I follow.' }))).toBe(
      false,
    )
  })

  it('sends latitude and longitude together, even when one moved', () => {
    const values = { ...locationValuesOf(profile), latitude: -36.95 }
    expect(locationChanges(profile, values)).toEqual({ latitude: -36.95, longitude: 174.7 })
  })

  it('sends the radius and address parts that changed', () => {
    const values = { ...locationValuesOf(profile), travelRadiusKm: 40, suburb: 'Glen Eden' }
    expect(locationChanges(profile, values)).toEqual({ suburb: 'Glen Eden', travelRadiusKm: 40 })
  })

  it('checks a mobile number as the server does', () => {
    expect(MOBILE_PATTERN.test('+64 21 123 4567')).toBe(true)
    expect(MOBILE_PATTERN.test('(09) 836 1234')).toBe(false)
    expect(MOBILE_PATTERN.test('09 836 1234')).toBe(true)
    expect(MOBILE_PATTERN.test('call me')).toBe(false)
  })
})
