import { describe, expect, it } from 'vitest'

import { ApiError, NO_CODE } from '@/shared/api/ApiError'

import { captchaUsedUp, codeFailure } from './codeFailure'

const refusal = (code: number, msg: string) => new ApiError('refusal', code, msg, null, 200)

describe('codeFailure', () => {
  it('words the captcha refusals', () => {
    expect(codeFailure(refusal(1102, 'x'))).toEqual({ messageKey: 'accountForms.errors.captchaWrong' })
    expect(codeFailure(refusal(1101, 'x'))).toEqual({ messageKey: 'accountForms.errors.captchaRequired' })
    expect(captchaUsedUp(refusal(1102, 'x'))).toBe(true)
    expect(captchaUsedUp(refusal(1000, 'x'))).toBe(false)
  })

  it('says which contact is already registered', () => {
    expect(codeFailure(refusal(1004, 'x'), { channel: 'sms' })).toEqual({ messageKey: 'accountForms.errors.phoneTaken' })
    expect(codeFailure(refusal(1004, 'x'), { channel: 'email' })).toEqual({ messageKey: 'accountForms.errors.emailTaken' })
  })

  it('translates the fixed server texts', () => {
    expect(codeFailure(refusal(1000, 'The code is wrong or has expired.'))).toEqual({
      messageKey: 'accountForms.errors.codeWrong',
    })
    expect(codeFailure(refusal(1006, 'Please wait 42 seconds before asking for another code.'))).toEqual({
      messageKey: 'accountForms.errors.waitSeconds',
      params: { seconds: 42 },
    })
    expect(codeFailure(refusal(1000, 'Your verification has expired, please start again.')).messageKey).toBe(
      'accountForms.errors.verificationExpired',
    )
    expect(codeFailure(refusal(1000, 'The current password is wrong.')).messageKey).toBe(
      'accountForms.errors.currentPasswordWrong',
    )
    expect(codeFailure(refusal(1000, 'The name must be 2 to 20 characters.')).messageKey).toBe(
      'accountForms.rules.nameLength',
    )
  })

  it('shows any other text as the server gave it', () => {
    expect(codeFailure(refusal(1006, 'Too many failed attempts, try later.'))).toEqual({
      text: 'Too many failed attempts, try later.',
    })
    expect(codeFailure(new ApiError('timeout', NO_CODE, 'Network request timed out', null, 0))).toEqual({
      text: 'Network request timed out',
    })
    expect(codeFailure(new Error('boom'))).toEqual({ messageKey: 'request.failed' })
  })
})
