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

  it('opens only targets of this app after sign-in', () => {
    expect(afterSignIn('/me/documents')).toBe('/me/documents')
    expect(afterSignIn('//evil.example.com')).toBe('/invites')
    expect(afterSignIn('https://evil.example.com')).toBe('/invites')
    expect(afterSignIn('/login?redirect=/me')).toBe('/invites')
    expect(afterSignIn(null)).toBe('/invites')
  })
})
