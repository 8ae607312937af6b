import { describe, expect, it } from 'vitest'

import { isStrongPassword } from '@/shared/lib/validators'

import { firstPassword } from './firstPassword'

describe('firstPassword', () => {
  it('is 12 letters and digits the server accepts, never the same twice', () => {
    const passwords = Array.from({ length: 50 }, () => firstPassword())
    for (const password of passwords) {
      expect(password).toMatch(/^[A-Za-z2-9]{12}$/)
      expect(isStrongPassword(password)).toBe(true)
    }
    expect(new Set(passwords).size).toBe(50)
  })

  it('has a letter and a digit even when the draw has none', () => {
    expect(isStrongPassword(firstPassword((count) => new Uint32Array(count)))).toBe(true)
  })
})
