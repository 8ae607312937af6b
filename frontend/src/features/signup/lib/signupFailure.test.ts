import { describe, expect, it } from 'vitest'

import { ApiError } from '@/shared/api/ApiError'

import { signupFailure } from './signupFailure'

const refusal = (code: number, msg: string) => new ApiError('refusal', code, msg, null, 200)

describe('a refused sign-up call', () => {
  it('says a contact registered meanwhile in the interface language', () => {
    const taken = { messageKey: 'accountForms.errors.contactTaken' }
    expect(signupFailure(refusal(1004, 'This mobile number is already registered.'))).toEqual(taken)
    expect(signupFailure(refusal(1004, 'This e-mail address is already registered.'))).toEqual(taken)
    expect(signupFailure(refusal(1004, ''))).toEqual(taken)
  })

  it("keeps the server's sentence for another conflict, and reads other refusals as the code steps do", () => {
    expect(signupFailure(refusal(1004, 'This registration number is already registered.'))).toEqual({
      text: 'This registration number is already registered.',
    })
    expect(signupFailure(refusal(1000, 'Your verification has expired, please start again.'))).toEqual({
      messageKey: 'accountForms.errors.verificationExpired',
    })
  })
})
