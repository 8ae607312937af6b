import { afterEach, describe, expect, it } from 'vitest'

import {
  canOpenRecovery,
  normaliseTarget,
  RECOVERY_STORAGE_KEY,
  recoveryStepToOpen,
  recoveryStore,
  withTarget,
} from './recoveryStore'

afterEach(() => {
  recoveryStore.reset()
  window.sessionStorage.clear()
})

describe('password recovery steps', () => {
  const sent = { channel: 'email' as const, target: 'a@b.nz', resendAt: 1 }

  it('opens the code step once a code was sent, and the password step with a ticket', () => {
    expect(canOpenRecovery('account', {})).toBe(true)
    expect(canOpenRecovery('code', {})).toBe(false)
    expect(canOpenRecovery('code', sent)).toBe(true)
    expect(canOpenRecovery('password', sent)).toBe(false)
    expect(canOpenRecovery('password', { ...sent, ticket: 't' })).toBe(true)
  })

  it('sends a visit ahead of the progress back', () => {
    expect(recoveryStepToOpen('password', {})).toBe('account')
    expect(recoveryStepToOpen('password', sent)).toBe('code')
    expect(recoveryStepToOpen('code', sent)).toBe('code')
    expect(recoveryStepToOpen('account', sent)).toBe('account')
  })

  it('reads an e-mail address or a New Zealand mobile', () => {
    expect(normaliseTarget('email', ' Centre@Example.com ')).toBe('centre@example.com')
    expect(normaliseTarget('email', 'centre@')).toBeNull()
    expect(normaliseTarget('sms', '021 234 5678')).toBe('+64212345678')
    expect(normaliseTarget('sms', 'centre@example.com')).toBeNull()
  })

  it('forgets the ticket when the address changes', () => {
    const verified = { ...sent, targetInput: 'a@b.nz', ticket: 't' }
    expect(withTarget(verified, 'email', 'A@b.nz', 'a@b.nz')).toEqual({ ...verified, targetInput: 'A@b.nz' })
    expect(withTarget(verified, 'sms', '0212345678', '+64212345678')).toEqual({
      channel: 'sms',
      targetInput: '0212345678',
      target: '+64212345678',
    })
  })

  it('keeps the state in sessionStorage until the password is reset', () => {
    recoveryStore.update(() => ({ ...sent, ticket: 't' }))
    expect(JSON.parse(window.sessionStorage.getItem(RECOVERY_STORAGE_KEY) ?? '{}')).toEqual({ ...sent, ticket: 't' })
    recoveryStore.reload()
    expect(recoveryStore.get().ticket).toBe('t')
    recoveryStore.reset()
    expect(window.sessionStorage.getItem(RECOVERY_STORAGE_KEY)).toBeNull()
    expect(recoveryStore.get()).toEqual({})
  })
})
