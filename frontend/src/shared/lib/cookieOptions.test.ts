import { describe, expect, it } from 'vitest'

import { cookieOptions, servedOverHttps } from './cookieOptions'

describe('cookieOptions', () => {
  it('marks cookies Secure on a page served over HTTPS', () => {
    expect(cookieOptions({ expires: 1 }, { protocol: 'https:' })).toEqual({
      sameSite: 'strict',
      path: '/',
      secure: true,
      expires: 1,
    })
  })

  it('leaves Secure off over plain HTTP, where the browser would refuse the cookie', () => {
    expect(cookieOptions({}, { protocol: 'http:' })).toEqual({ sameSite: 'strict', path: '/' })
  })

  it('reads the current page by default', () => {
    expect(servedOverHttps()).toBe(window.location.protocol === 'https:')
    expect(cookieOptions().secure).toBe(window.location.protocol === 'https:' ? true : undefined)
  })
})
