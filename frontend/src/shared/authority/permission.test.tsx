import { render, renderHook, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'

import type { Authority } from './authority'
import { holds } from './authority'
import { AuthorityProvider, Permitted, usePermission } from './permission'

function authority(changes: Partial<Authority>): Authority {
  return {
    userId: 5,
    name: 'Ana',
    email: 'ana@example.com',
    passwordIsDefault: false,
    level: 2,
    everyPermission: false,
    permissions: [],
    menus: [],
    ...changes,
  }
}

const staffReader = authority({ permissions: ['staff:list', 'audit:list'] })
const superAdmin = authority({ everyPermission: true, level: 1 })

function within(value: Authority) {
  return ({ children }: { children: ReactNode }) => <AuthorityProvider authority={value}>{children}</AuthorityProvider>
}

describe('holds', () => {
  it('holds what the roles give, and the wildcard holds everything', () => {
    expect(holds(staffReader, 'staff:list')).toBe(true)
    expect(holds(staffReader, 'staff:edit')).toBe(false)
    expect(holds(superAdmin, 'anything:new')).toBe(true)
    expect(holds(null, 'staff:list')).toBe(false)
  })
})

describe('usePermission', () => {
  it('answers for one permission or for every one of several', () => {
    const wrapper = within(staffReader)
    expect(renderHook(() => usePermission('staff:list'), { wrapper }).result.current).toBe(true)
    expect(renderHook(() => usePermission('staff:edit'), { wrapper }).result.current).toBe(false)
    expect(renderHook(() => usePermission(['staff:list', 'audit:list']), { wrapper }).result.current).toBe(true)
    expect(renderHook(() => usePermission(['staff:list', 'staff:edit']), { wrapper }).result.current).toBe(false)
  })

  it('passes every check with the wildcard, and none outside the console', () => {
    expect(renderHook(() => usePermission('role:edit'), { wrapper: within(superAdmin) }).result.current).toBe(true)
    expect(renderHook(() => usePermission('staff:list')).result.current).toBe(false)
  })
})

describe('Permitted', () => {
  it('shows its content only with the permission, else the fallback', () => {
    render(
      <AuthorityProvider authority={staffReader}>
        <Permitted permission="staff:list">
          <button type="button">List</button>
        </Permitted>
        <Permitted permission="staff:edit" fallback={<span>Read only</span>}>
          <button type="button">Edit</button>
        </Permitted>
      </AuthorityProvider>,
    )
    expect(screen.getByRole('button', { name: 'List' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument()
    expect(screen.getByText('Read only')).toBeInTheDocument()
  })
})
