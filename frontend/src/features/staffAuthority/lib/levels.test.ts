import { describe, expect, it } from 'vitest'

import { mayManageLevel, mayManageMember } from './levels'

describe('levels', () => {
  it('lets a staff member manage roles at their level or below only', () => {
    expect(mayManageLevel(2, 2)).toBe(true)
    expect(mayManageLevel(2, 3)).toBe(true)
    expect(mayManageLevel(2, 1)).toBe(false)
    expect(mayManageLevel(null, 99)).toBe(false)
  })

  it('lets them change members at their level or below, and members without a role', () => {
    expect(mayManageMember(2, 3)).toBe(true)
    expect(mayManageMember(2, 1)).toBe(false)
    expect(mayManageMember(2, null)).toBe(true)
    expect(mayManageMember(undefined, null)).toBe(false)
  })
})
