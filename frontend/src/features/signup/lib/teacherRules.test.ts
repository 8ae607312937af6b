import { describe, expect, it } from 'vitest'

import { birthdayProblem, needsRegistration, registrationNumberOf } from './teacherRules'

describe('teacher sign-up rules', () => {
  it('takes a Teaching Council number of 4 to 7 digits, spaces ignored', () => {
    expect(registrationNumberOf('254 123')).toBe('254123')
    expect(registrationNumberOf('1234')).toBe('1234')
    expect(registrationNumberOf('1234567')).toBe('1234567')
    expect(registrationNumberOf('123')).toBeNull()
    expect(registrationNumberOf('12345678')).toBeNull()
    expect(registrationNumberOf('TR004512')).toBeNull()
    expect(registrationNumberOf('12-3456')).toBeNull()
  })

  it('asks registered teachers only for the number', () => {
    expect(needsRegistration(1)).toBe(true)
    expect(needsRegistration(3)).toBe(true)
    expect(needsRegistration(2)).toBe(false)
    expect(needsRegistration(undefined)).toBe(false)
  })

  it('takes birthdays from 18 to 90 years ago', () => {
    expect(birthdayProblem('2008-11-24', '2026-11-24')).toBeNull()
    expect(birthdayProblem('2008-11-25', '2026-11-24')).toBe('tooYoung')
    expect(birthdayProblem('2026-11-25', '2026-11-24')).toBe('future')
    expect(birthdayProblem('1936-11-24', '2026-11-24')).toBeNull()
    expect(birthdayProblem('1935-11-23', '2026-11-24')).toBe('tooOld')
  })
})
