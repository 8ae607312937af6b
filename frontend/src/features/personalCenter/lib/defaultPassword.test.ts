import { afterEach, describe, expect, it } from 'vitest'

import { session } from '@/shared/session/sessionStore'
import { demoUser } from '@/test/render'

import { forgetDefaultPassword, hasDefaultPassword } from './defaultPassword'

afterEach(() => session.clear())

describe('the default password warning', () => {
  it('follows the session user flag', () => {
    expect(hasDefaultPassword(null)).toBe(false)
    expect(hasDefaultPassword(demoUser)).toBe(false)
    expect(hasDefaultPassword({ ...demoUser, passwordIsDefault: true })).toBe(true)
  })

  it('goes once the password is changed, in memory and in the saved user', () => {
    session.start('abc', { ...demoUser, passwordIsDefault: true })
    expect(hasDefaultPassword(session.get().user)).toBe(true)
    forgetDefaultPassword()
    expect(hasDefaultPassword(session.get().user)).toBe(false)
    session.restore()
    expect(hasDefaultPassword(session.get().user)).toBe(false)
  })
})
