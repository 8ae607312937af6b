import Cookies from 'js-cookie'
import { afterEach, describe, expect, it } from 'vitest'

import { demoUser } from '@/test/render'

import { DEFAULT_ROLE, resolveRoles, session } from './sessionStore'

afterEach(() => session.clear())

describe('session', () => {
  it('starts with the token and saved user cookies and the centre role', () => {
    session.start('abc', demoUser)
    expect(Cookies.get('token')).toBe('abc')
    expect(JSON.parse(Cookies.get('user') ?? '{}')).toMatchObject({ email: 'centre@example.com' })
    expect(session.exists()).toBe(true)
    expect(session.get().roles).toEqual(['centre'])
  })

  it('exists only while both cookies are present', () => {
    session.start('abc', demoUser)
    Cookies.remove('user', { path: '/' })
    expect(session.exists()).toBe(false)
  })

  it('restores the user from the saved cookie', () => {
    Cookies.set('token', 'abc')
    Cookies.set('user', JSON.stringify({ ...demoUser, agreed: 1 }))
    expect(session.isLoaded()).toBe(false)
    expect(session.restore()).toBe(true)
    expect(session.isLoaded()).toBe(true)
    expect(session.get().user).toMatchObject({ realName: 'Kowhai Kids Centre', agreed: 1 })
  })

  it('cannot restore a saved user that does not parse', () => {
    Cookies.set('token', 'abc')
    Cookies.set('user', '{not json')
    expect(session.restore()).toBe(false)
    Cookies.set('user', JSON.stringify({ hello: 'world' }))
    expect(session.restore()).toBe(false)
    expect(session.isLoaded()).toBe(false)
  })

  it('updates the user in memory and in the cookie', () => {
    session.start('abc', demoUser)
    session.updateUser({ agreed: 1 })
    expect(session.get().user?.agreed).toBe(1)
    expect(JSON.parse(Cookies.get('user') ?? '{}')).toMatchObject({ agreed: 1 })
  })

  it('clears token, roles and user', () => {
    session.start('abc', demoUser)
    session.clear()
    expect(Cookies.get('token')).toBeUndefined()
    expect(Cookies.get('user')).toBeUndefined()
    expect(session.get()).toEqual({ token: null, user: null, roles: [] })
  })

  it('falls back to the default role when the list is empty', () => {
    expect(resolveRoles([])).toEqual([DEFAULT_ROLE])
    expect(resolveRoles(['centre'])).toEqual(['centre'])
  })
})
