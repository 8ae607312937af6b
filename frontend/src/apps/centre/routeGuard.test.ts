import { describe, expect, it } from 'vitest'

import { afterSignIn, redirectFor } from './routeGuard'

const to = (pathname: string, search = '') => ({ pathname, search })

describe('redirectFor without a session', () => {
  it.each(['/login', '/login2', '/404', '/401'])('lets the open route %s through', (path) => {
    expect(redirectFor(to(path), false)).toBeNull()
  })

  it('sends any other route to sign-in with the full target', () => {
    expect(redirectFor(to('/dashboard'), false)).toBe('/login?redirect=%2Fdashboard')
    expect(redirectFor(to('/dashboard', '?x=1&y=two'), false)).toBe('/login?redirect=%2Fdashboard%3Fx%3D1%26y%3Dtwo')
    expect(redirectFor(to('/'), false)).toBe('/login?redirect=%2F')
    expect(redirectFor(to('/Processing'), false)).toBe('/login?redirect=%2FProcessing')
  })

  it('sends unknown routes to sign-in too (they become /404 once signed in)', () => {
    expect(redirectFor(to('/no/such/page'), false)).toBe('/login?redirect=%2Fno%2Fsuch%2Fpage')
  })

  it.each([
    '/signUp',
    '/mobilePhone',
    '/loginGraphicalCode',
    '/digitCode',
    '/Information',
    '/email',
    '/emailCode',
    '/thanks',
    '/welcome',
    '/forgotPassword1',
    '/forgotPassword2',
    '/forgotPassword3',
  ])('lets the registration or recovery route %s through', (path) => {
    expect(redirectFor(to(path), false)).toBeNull()
    expect(redirectFor(to(path.toLowerCase()), false)).toBeNull()
  })

  it('keeps the Personal Center behind sign-in', () => {
    expect(redirectFor(to('/profile/index'), false)).toBe('/login?redirect=%2Fprofile%2Findex')
    expect(redirectFor(to('/forgotPassword4'), false)).toBe('/login?redirect=%2FforgotPassword4')
  })
})

describe('redirectFor with a session', () => {
  it('sends the sign-in pages to /', () => {
    expect(redirectFor(to('/login'), true)).toBe('/')
    expect(redirectFor(to('/login', '?redirect=%2Fdashboard'), true)).toBe('/')
    expect(redirectFor(to('/login2'), true)).toBe('/')
    expect(redirectFor(to('/login/'), true)).toBe('/')
  })

  it('lets a signed-in centre finish the sign-up pages', () => {
    expect(redirectFor(to('/thanks'), true)).toBeNull()
    expect(redirectFor(to('/welcome'), true)).toBeNull()
  })

  it('lets every other route through', () => {
    expect(redirectFor(to('/'), true)).toBeNull()
    expect(redirectFor(to('/dashboard', '?x=1'), true)).toBeNull()
    expect(redirectFor(to('/404'), true)).toBeNull()
    expect(redirectFor(to('/401'), true)).toBeNull()
    expect(redirectFor(to('/unknown'), true)).toBeNull()
  })
})

describe('afterSignIn', () => {
  it('opens the redirect target', () => {
    expect(afterSignIn('/dashboard?x=1')).toBe('/dashboard?x=1')
    expect(afterSignIn('/bookings/Processing')).toBe('/bookings/Processing')
  })

  it('opens / without a usable target', () => {
    expect(afterSignIn(null)).toBe('/')
    expect(afterSignIn('')).toBe('/')
    expect(afterSignIn('https://elsewhere.example')).toBe('/')
    expect(afterSignIn('//elsewhere.example')).toBe('/')
    expect(afterSignIn('/\\elsewhere.example')).toBe('/')
    expect(afterSignIn('/login?redirect=%2F')).toBe('/')
  })
})
