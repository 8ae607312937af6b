import { describe, expect, it } from 'vitest'

import { ApiError } from '@/shared/api/ApiError'
import codes from '@/shared/refusals/codes.json'

import { signupFailure } from './signupFailure'

const refusal = (code: number, msg: string, own: number) =>
  new ApiError('refusal', code, msg, { code: own }, 200)

describe('a refused sign-up call', () => {
  it('says a contact registered meanwhile in the interface language', () => {
    const taken = { messageKey: 'accountForms.errors.contactTaken' }
    expect(signupFailure(refusal(1004, 'This mobile number is already registered.', 40309))).toEqual(taken)
    expect(signupFailure(refusal(1004, 'This e-mail address is already registered.', 40308))).toEqual(taken)
    expect(signupFailure(refusal(1004, 'This mobile number is already registered.', 40207))).toEqual(taken)
    expect(signupFailure(refusal(1004, 'This e-mail address is already registered.', 40208))).toEqual(taken)
    for (const code of [40207, 40208, 40308, 40309]) {
      expect(codes[String(code) as keyof typeof codes].message).toMatch(/is already registered\.$/)
    }
  })

  it('words another conflict by its code, and reads other refusals as the code steps do', () => {
    expect(signupFailure(refusal(1004, 'This registration number is already registered.', 40313))).toEqual({
      text: 'This registration number is already registered.',
      code: 40313,
    })
    expect(signupFailure(refusal(1000, 'Your verification has expired, please start again.', 40202))).toEqual({
      text: 'Your verification has expired, please start again.',
      code: 40202,
    })
  })
})
