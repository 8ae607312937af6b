import Cookies from 'js-cookie'
import { afterEach, describe, expect, it } from 'vitest'

import { session } from '@/shared/session/sessionStore'
import { demoUser } from '@/test/render'

import { parseStaffUser, staffSession } from './staffSession'

afterEach(() => {
  staffSession.clear()
  session.clear()
})

describe('staff session', () => {
  it("keeps its own cookies, beside the centre portal's", () => {
    session.start('centre-token', demoUser)
    staffSession.start('staff-token', { email: 'admin@example.com', name: 'Ana' })
    expect(Cookies.get('adminToken')).toBe('staff-token')
    expect(JSON.parse(Cookies.get('adminUser') ?? '{}')).toEqual({ email: 'admin@example.com', name: 'Ana' })

    staffSession.clear()
    expect(Cookies.get('adminToken')).toBeUndefined()
    expect(Cookies.get('token')).toBe('centre-token')
  })

  it('restores the staff member from the cookies, and refuses a cookie that is not one', () => {
    Cookies.set('adminToken', 'abc')
    Cookies.set('adminUser', JSON.stringify({ email: 'admin@example.com' }))
    expect(staffSession.restore()).toBe(true)
    expect(staffSession.get().user).toEqual({ email: 'admin@example.com', name: null })
    expect(parseStaffUser('{oops')).toBeNull()
    expect(parseStaffUser(JSON.stringify({ name: 'No e-mail' }))).toBeNull()
  })
})
