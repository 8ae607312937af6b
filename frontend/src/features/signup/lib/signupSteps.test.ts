import { describe, expect, it } from 'vitest'

import { canOpen, headerIndex, previousStep, SIGNUP_ORDER, type SignupProgress, stepToOpen } from './signupSteps'

const nothing: SignupProgress = { hasCentre: false, hasPassword: false, done: false }
const phoneChosen: SignupProgress = { ...nothing, phone: '+64212345678' }
const codeSent: SignupProgress = { ...phoneChosen, phoneResendAt: 1 }
const phoneVerified: SignupProgress = { ...codeSent, phoneTicket: 'p' }
const centreGiven: SignupProgress = { ...phoneVerified, hasCentre: true }
const emailSent: SignupProgress = { ...centreGiven, email: 'a@b.nz', emailResendAt: 2, hasPassword: true }

describe('sign-up steps', () => {
  it('opens the first two steps without anything saved', () => {
    expect(canOpen('intro', nothing)).toBe(true)
    expect(canOpen('phone', nothing)).toBe(true)
    expect(canOpen('captcha', nothing)).toBe(false)
  })

  it('opens each step once the one before has done its part', () => {
    expect(canOpen('captcha', phoneChosen)).toBe(true)
    expect(canOpen('phoneCode', phoneChosen)).toBe(false)
    expect(canOpen('phoneCode', codeSent)).toBe(true)
    expect(canOpen('centre', codeSent)).toBe(false)
    expect(canOpen('centre', phoneVerified)).toBe(true)
    expect(canOpen('email', phoneVerified)).toBe(false)
    expect(canOpen('email', centreGiven)).toBe(true)
    expect(canOpen('emailCode', centreGiven)).toBe(false)
    expect(canOpen('emailCode', emailSent)).toBe(true)
    expect(canOpen('thanks', emailSent)).toBe(false)
    expect(canOpen('welcome', { ...nothing, done: true })).toBe(true)
  })

  it('sends a visit ahead of the progress to the furthest step it allows', () => {
    expect(stepToOpen('emailCode', nothing)).toBe('phone')
    expect(stepToOpen('centre', codeSent)).toBe('phoneCode')
    expect(stepToOpen('email', phoneVerified)).toBe('centre')
    expect(stepToOpen('captcha', centreGiven)).toBe('captcha')
    expect(stepToOpen('welcome', emailSent)).toBe('intro')
  })

  it('asks for the password again after a reload', () => {
    expect(stepToOpen('emailCode', { ...emailSent, hasPassword: false })).toBe('email')
  })

  it('goes back one step, never back from the finished account', () => {
    expect(previousStep('phone')).toBe('intro')
    expect(previousStep('captcha')).toBe('phone')
    expect(previousStep('emailCode')).toBe('email')
    expect(previousStep('intro')).toBeNull()
    expect(previousStep('thanks')).toBeNull()
    expect(previousStep('welcome')).toBeNull()
  })

  it('places every step in the header', () => {
    expect(SIGNUP_ORDER.map(headerIndex)).toEqual([null, 0, 1, 2, 3, 4, 5, 6, 6])
  })
})
