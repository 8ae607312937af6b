import { describe, expect, it } from 'vitest'

import { ApiError, NO_CODE } from '@/shared/api/ApiError'

import { loginFailure } from './loginFailure'

const refusal = (code: number, msg: string, data: unknown = null) => new ApiError('refusal', code, msg, data, 200)

describe('loginFailure', () => {
  it('1100 reports the account error and asks for a captcha only when the server says so', () => {
    expect(loginFailure(refusal(1100, 'x', { captchaRequired: false }), false)).toEqual({
      messageKey: 'login.errors.accountError',
      needsCaptcha: false,
    })
    expect(loginFailure(refusal(1100, 'x', { captchaRequired: true }), false).needsCaptcha).toBe(true)
    expect(loginFailure(refusal(1100, 'x', { captchaRequired: false }), true).needsCaptcha).toBe(true)
  })

  it('1101 and 1102 show the captcha', () => {
    expect(loginFailure(refusal(1101, 'x'), false)).toEqual({ messageKey: 'login.errors.captchaRequired', needsCaptcha: true })
    expect(loginFailure(refusal(1102, 'x'), true)).toEqual({ messageKey: 'login.errors.captchaWrong', needsCaptcha: true })
  })

  it('1006 and 30030 show the server text', () => {
    expect(loginFailure(refusal(1006, 'Try again in 15 minutes.'), false)).toEqual({
      text: 'Try again in 15 minutes.',
      needsCaptcha: false,
    })
    expect(loginFailure(refusal(30030, 'Deactivated on 1 March.'), false).text).toBe('Deactivated on 1 March.')
  })

  it('keeps a captcha that is already shown after any refusal', () => {
    expect(loginFailure(refusal(30030, 'Deactivated on 1 March.'), true)).toEqual({
      text: 'Deactivated on 1 March.',
      needsCaptcha: true,
    })
  })

  it('1000 is a parameter error', () => {
    expect(loginFailure(refusal(1000, 'Parameter error: password is required.'), false).messageKey).toBe(
      'login.errors.parameterError',
    )
  })

  it('a transport failure shows its message, anything else the general one', () => {
    const timeout = new ApiError('timeout', NO_CODE, 'Network request timed out', null, 0)
    expect(loginFailure(timeout, false)).toEqual({ text: 'Network request timed out', needsCaptcha: false })
    expect(loginFailure(new Error('boom'), false)).toEqual({ messageKey: 'request.failed', needsCaptcha: false })
  })
})
