import { describe, expect, it } from 'vitest'

import { afterSignIn, redirectFor } from './routeGuard'

describe('teacher route guard', () => {
  it('sends a visitor without a session to sign in, keeping the target', () => {
    expect(redirectFor({ pathname: '/jobs', search: '?scope=past' }, false)).toBe('/login?redirect=%2Fjobs%3Fscope%3Dpast')
    expect(redirectFor({ pathname: '/', search: '' }, false)).toBe('/login')
    expect(redirectFor({ pathname: '/login', search: '' }, false)).toBeNull()
    expect(redirectFor({ pathname: '/404', search: '' }, false)).toBeNull()
  })

  it('sends a signed-in teacher from the sign-in page to the invites', () => {
    expect(redirectFor({ pathname: '/login', search: '' }, true)).toBe('/invites')
    expect(redirectFor({ pathname: '/me', search: '' }, true)).toBeNull()
  })

  it('opens the sign-up and the password recovery without a session', () => {
    expect(redirectFor({ pathname: '/signup', search: '' }, false)).toBeNull()
    expect(redirectFor({ pathname: '/signup/email-code', search: '' }, false)).toBeNull()
    expect(redirectFor({ pathname: '/forgotPassword2', search: '' }, false)).toBeNull()
    expect(redirectFor({ pathname: '/signups', search: '' }, false)).toBe('/login?redirect=%2Fsignups')
    expect(redirectFor({ pathname: '/setup', search: '' }, false)).toBe('/login?redirect=%2Fsetup')
  })

  it('sends a signed-in teacher from the sign-up to the invites', () => {
    expect(redirectFor({ pathname: '/signup/about', search: '' }, true)).toBe('/invites')
    expect(redirectFor({ pathname: '/setup/cv', search: '' }, true)).toBeNull()
  })

  it('opens only targets of this app after sign-in', () => {
    expect(afterSignIn('/me/documents')).toBe('/me/documents')
    expect(afterSignIn('//evil.example.com')).toBe('/invites')
    expect(afterSignIn('https://evil.example.com')).toBe('/invites')
    expect(afterSignIn('/login?redirect=/me')).toBe('/invites')
    expect(afterSignIn(null)).toBe('/invites')
  })
})
