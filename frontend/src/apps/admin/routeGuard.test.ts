import { describe, expect, it } from 'vitest'

import { afterSignIn, redirectFor } from './routeGuard'

const to = (pathname: string, search = '') => ({ pathname, search })

describe("the console's route guard", () => {
  it('sends a visitor to sign-in with the page they wanted', () => {
    expect(redirectFor(to('/system/audit', '?id=3'), false)).toBe('/login?redirect=%2Fsystem%2Faudit%3Fid%3D3')
    expect(redirectFor(to('/login'), false)).toBeNull()
    expect(redirectFor(to('/404'), false)).toBeNull()
  })

  it('sends a signed-in staff member away from sign-in, and lets every other route through', () => {
    expect(redirectFor(to('/login'), true)).toBe('/')
    expect(redirectFor(to('/authority/staff'), true)).toBeNull()
  })

  it('opens the wanted page after sign-in, never another site', () => {
    expect(afterSignIn('/authority/roles')).toBe('/authority/roles')
    expect(afterSignIn('//evil.example')).toBe('/')
    expect(afterSignIn(null)).toBe('/')
  })
})
