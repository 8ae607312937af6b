import { describe, expect, it } from 'vitest'

import { ApiError, NO_CODE } from '@/shared/api/ApiError'

import codes from '@/shared/refusals/codes.json'

import { captchaUsedUp, codeFailure, verificationExpired } from './codeFailure'

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

  it('keeps the text the request layer worded by code, with the refusal’s own code', () => {
    const wrong = new ApiError('refusal', 1000, '验证码错误或已过期。', { code: 40206 }, 200)
    expect(codeFailure(wrong)).toEqual({ text: '验证码错误或已过期。', code: 40206 })
    const wait = new ApiError('refusal', 1006, 'Please wait 42 seconds before asking for another code.', {
      captchaRequired: false,
      code: 40203,
      values: { seconds: 42 },
    }, 200)
    expect(codeFailure(wait)).toEqual({ text: 'Please wait 42 seconds before asking for another code.', code: 40203 })
  })

  it('knows an expired verification by its codes', () => {
    for (const code of [40105, 40202]) {
      expect(codes[String(code) as keyof typeof codes].message).toBe('Your verification has expired, please start again.')
      const expired = new ApiError('refusal', 1000, 'x', { code }, 200)
      expect(verificationExpired(codeFailure(expired))).toBe(true)
    }
    expect(verificationExpired(codeFailure(new ApiError('refusal', 1000, 'x', { code: 40206 }, 200)))).toBe(false)
    expect(verificationExpired(null)).toBe(false)
  })

  it('shows any other text as the server gave it', () => {
    expect(codeFailure(refusal(1006, 'Too many failed attempts, try later.'))).toEqual({
      text: 'Too many failed attempts, try later.',
      code: 1006,
    })
    expect(codeFailure(new ApiError('timeout', NO_CODE, 'Network request timed out', null, 0))).toEqual({
      text: 'Network request timed out',
    })
    expect(codeFailure(new Error('boom'))).toEqual({ messageKey: 'request.failed' })
  })
})
