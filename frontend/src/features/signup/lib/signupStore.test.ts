import { afterEach, describe, expect, it } from 'vitest'

import { withEmail, withPhone } from './signupState'
import { progressOf, SIGNUP_STORAGE_KEY, type SignupCentre, signupRequest, signupStore } from './signupStore'

const centre: SignupCentre = {
  name: 'Kowhai Kids',
  licenceNumber: '46123',
  companyName: 'Kowhai Kids Ltd',
  gstNumber: '123-456-789',
  contactPerson: 'Aroha Ngata',
  latitude: -36.84,
  longitude: 174.59,
  address: '7 Great North Road',
  city: 'Auckland',
  suburb: 'Henderson',
  postalCode: '0612',
  country: 'New Zealand',
}

afterEach(() => {
  signupStore.reset()
  window.sessionStorage.clear()
})

describe('sign-up state', () => {
  it('is kept in sessionStorage between steps, and read back in a new page', () => {
    signupStore.update((state) => withPhone(state, '021 234 5678', '+64212345678'))
    signupStore.update((state) => ({ ...state, phoneResendAt: 1000 }))
    expect(JSON.parse(window.sessionStorage.getItem(SIGNUP_STORAGE_KEY) ?? '{}')).toEqual({
      phoneInput: '021 234 5678',
      phone: '+64212345678',
      phoneResendAt: 1000,
    })
    signupStore.reload()
    expect(signupStore.get().phone).toBe('+64212345678')
  })

  it('never stores the password', () => {
    signupStore.update((state) => withEmail(state, 'a@b.nz'))
    signupStore.setPassword('secret-pass-1')
    expect(signupStore.password()).toBe('secret-pass-1')
    expect(window.sessionStorage.getItem(SIGNUP_STORAGE_KEY)).not.toContain('secret-pass-1')
    signupStore.reload()
    expect(signupStore.password()).toBeNull()
    expect(signupStore.get().email).toBe('a@b.nz')
  })

  it('survives storage that does not parse', () => {
    window.sessionStorage.setItem(SIGNUP_STORAGE_KEY, '{oops')
    signupStore.reload()
    expect(signupStore.get()).toEqual({})
    window.sessionStorage.setItem(SIGNUP_STORAGE_KEY, '[1]')
    signupStore.reload()
    expect(signupStore.get()).toEqual({})
  })

  it('forgets the proof of a phone or e-mail that changed', () => {
    const verified = { phoneInput: '0212345678', phone: '+64212345678', phoneResendAt: 5, phoneTicket: 't', centre }
    expect(withPhone(verified, '021 234 5678', '+64212345678')).toEqual({ ...verified, phoneInput: '021 234 5678' })
    expect(withPhone(verified, '0271234567', '+64271234567')).toEqual({
      phoneInput: '0271234567',
      phone: '+64271234567',
      centre,
    })
    const emailed = { email: 'a@b.nz', emailResendAt: 9, emailTicket: 'e' }
    expect(withEmail(emailed, 'a@b.nz')).toBe(emailed)
    expect(withEmail(emailed, 'c@d.nz')).toEqual({ email: 'c@d.nz' })
  })

  it('keeps only what the last pages show once the account exists', () => {
    signupStore.update(() => ({ phone: '+64212345678', phoneTicket: 't', centre }))
    signupStore.setPassword('abcdefg1')
    signupStore.finish({ centreName: 'Kowhai Kids', voucher: null })
    expect(signupStore.get()).toEqual({ done: { centreName: 'Kowhai Kids', voucher: null } })
    expect(signupStore.password()).toBeNull()
  })

  it('builds the sign-up request only when every step is done', () => {
    const state = { phoneTicket: 'p', emailTicket: 'e', centre }
    expect(signupRequest(state, 'abcdefg1')).toEqual({ phoneTicket: 'p', emailTicket: 'e', password: 'abcdefg1', ...centre })
    expect(signupRequest(state, null)).toBeNull()
    expect(signupRequest({ ...state, emailTicket: undefined }, 'abcdefg1')).toBeNull()
  })

  it('describes the progress for the step rules', () => {
    expect(progressOf({ phone: '+64212345678', centre }, true)).toMatchObject({
      phone: '+64212345678',
      hasCentre: true,
      hasPassword: true,
      done: false,
    })
  })
})
