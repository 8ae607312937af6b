import { beforeEach, describe, expect, it } from 'vitest'

import { withEmail, withoutTickets, withPhone } from './signupState'
import { TEACHER_SIGNUP_STORAGE_KEY, teacherSignupRequest, teacherSignupStore } from './teacherSignupStore'

const about = {
  firstName: 'Ana',
  lastName: 'Tupou',
  gender: 1,
  birthday: '1994-05-01',
  qualification: 1,
  registrationNumber: '254123',
}
const home = {
  latitude: -36.88,
  longitude: 174.63,
  address: '7 Rata Street',
  suburb: 'Henderson',
  city: 'Auckland',
  postalCode: '0612',
  travelRadiusKm: 15,
}
const work = { talentPool: 1, ageGroups: [1, 3], freeJobSeeker: true, agreed: true }

describe('teacher sign-up store', () => {
  beforeEach(() => {
    window.sessionStorage.clear()
    teacherSignupStore.reload()
  })

  it('keeps the steps in sessionStorage and the password in memory only', () => {
    teacherSignupStore.update((current) => ({ ...current, about }))
    teacherSignupStore.setPassword('Kauri2026')
    const stored = window.sessionStorage.getItem(TEACHER_SIGNUP_STORAGE_KEY) ?? ''
    expect(JSON.parse(stored)).toEqual({ about })
    expect(stored).not.toContain('Kauri2026')
    teacherSignupStore.reload()
    expect(teacherSignupStore.get().about).toEqual(about)
    expect(teacherSignupStore.password()).toBeNull()
  })

  it('forgets a ticket when its contact changes, and both tickets when they expired', () => {
    const verified = { phone: '+64223456789', phoneTicket: 'p', email: 'a@b.nz', emailTicket: 'e', about }
    expect(withPhone(verified, '022 345 6789', '+64223456789').phoneTicket).toBe('p')
    expect(withPhone(verified, '021 000 0000', '+6421000000').phoneTicket).toBeUndefined()
    expect(withEmail(verified, 'other@b.nz').emailTicket).toBeUndefined()
    const again = withoutTickets(verified)
    expect([again.phoneTicket, again.emailTicket, again.about]).toEqual([undefined, undefined, about])
  })

  it('builds the sign-up request only when every step is done', () => {
    const state = { phoneTicket: 'p', emailTicket: 'e', about, home, work }
    expect(teacherSignupRequest(state, null)).toBeNull()
    expect(teacherSignupRequest({ ...state, work: undefined }, 'Kauri2026')).toBeNull()
    expect(teacherSignupRequest(state, 'Kauri2026')).toEqual({
      phoneTicket: 'p',
      emailTicket: 'e',
      password: 'Kauri2026',
      ...about,
      ...home,
      ...work,
    })
    const unqualified = { ...state, about: { ...about, qualification: 2, registrationNumber: '' } }
    expect(teacherSignupRequest(unqualified, 'Kauri2026')?.registrationNumber).toBeNull()
  })
})
