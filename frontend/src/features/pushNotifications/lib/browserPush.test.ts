import { describe, expect, it } from 'vitest'

import { isIos, keyBytes } from './browserPush'

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'
const MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15'
const ANDROID = 'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36'

describe('isIos', () => {
  it('knows an iPhone, and an iPad that reports a Mac with a touch screen', () => {
    expect(isIos(IPHONE, 5)).toBe(true)
    expect(isIos(MAC, 5)).toBe(true)
  })

  it('leaves a Mac without a touch screen and Android alone', () => {
    expect(isIos(MAC, 0)).toBe(false)
    expect(isIos(ANDROID, 5)).toBe(false)
  })
})

describe('keyBytes', () => {
  it('reads base64url without padding', () => {
    expect(Array.from(keyBytes('-_8'))).toEqual([0xfb, 0xff])
    expect(keyBytes('BM3ewRHseiniWi51XFgEG5euMrZtMYgUhTArNbtEyYO-6hXMEVcLA8Ab2yJWvwAla4x8CaY198G5jK1byu9Mu4g')).toHaveLength(65)
  })
})
