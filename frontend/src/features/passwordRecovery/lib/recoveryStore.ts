import { useSyncExternalStore } from 'react'

import { isEmail, normaliseNzMobile } from '@/shared/lib/validators'

export type RecoveryChannel = 'email' | 'sms'

/** What the recovery steps have found, kept in sessionStorage between them. */
export interface RecoveryState {
  channel?: RecoveryChannel
  /** The address or number as typed. */
  targetInput?: string
  /** As the server keeps it: a lower-case e-mail or +642… */
  target?: string
  /** When another code may be asked for (ms since the epoch); set once a code was sent. */
  resendAt?: number
  /** The reset ticket of a right code (valid 30 minutes). */
  ticket?: string
}

export type RecoveryStep = 'account' | 'code' | 'password'

export const RECOVERY_PATHS: Record<RecoveryStep, string> = {
  account: '/forgotPassword1',
  code: '/forgotPassword2',
  password: '/forgotPassword3',
}

export const RECOVERY_ORDER: readonly RecoveryStep[] = ['account', 'code', 'password']

/** Whether the saved state has what a step needs. */
export function canOpenRecovery(step: RecoveryStep, state: RecoveryState): boolean {
  switch (step) {
    case 'account':
      return true
    case 'code':
      return Boolean(state.channel && state.target && state.resendAt)
    case 'password':
      return Boolean(state.ticket)
  }
}

/** The step a visit opens: the one asked for when allowed, else the furthest earlier one that is. */
export function recoveryStepToOpen(step: RecoveryStep, state: RecoveryState): RecoveryStep {
  for (let index = RECOVERY_ORDER.indexOf(step); index > 0; index -= 1) {
    const candidate = RECOVERY_ORDER[index]
    if (candidate && canOpenRecovery(candidate, state)) return candidate
  }
  return 'account'
}

/** The address or number typed for a channel, as the server keeps it; null when it is not one. */
export function normaliseTarget(channel: RecoveryChannel, text: string): string | null {
  if (channel === 'sms') return normaliseNzMobile(text)
  const email = text.trim().toLowerCase()
  return isEmail(email) ? email : null
}

/** A code asked for another address or number forgets the ticket of the old one. */
export function withTarget(current: RecoveryState, channel: RecoveryChannel, targetInput: string, target: string): RecoveryState {
  if (current.channel === channel && current.target === target) return { ...current, targetInput }
  return { channel, targetInput, target }
}

export const RECOVERY_STORAGE_KEY = 'passwordRecovery'

function storage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

function read(): RecoveryState {
  const text = storage()?.getItem(RECOVERY_STORAGE_KEY)
  if (!text) return {}
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as RecoveryState) : {}
  } catch {
    return {}
  }
}

let state: RecoveryState = read()
const listeners = new Set<() => void>()

export const recoveryStore = {
  get(): RecoveryState {
    return state
  },
  update(change: (current: RecoveryState) => RecoveryState): void {
    state = change(state)
    try {
      storage()?.setItem(RECOVERY_STORAGE_KEY, JSON.stringify(state))
    } catch {
      // Storage may be refused; the steps still work within this page.
    }
    listeners.forEach((listener) => listener())
  },
  /** The password was reset, or the user starts over. */
  reset(): void {
    state = {}
    try {
      storage()?.removeItem(RECOVERY_STORAGE_KEY)
    } catch {
      // Nothing was stored.
    }
    listeners.forEach((listener) => listener())
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  /** Reads the storage again (tests, and a new page). */
  reload(): void {
    state = read()
  },
}

export function useRecoveryState(): RecoveryState {
  return useSyncExternalStore(recoveryStore.subscribe, recoveryStore.get, recoveryStore.get)
}
