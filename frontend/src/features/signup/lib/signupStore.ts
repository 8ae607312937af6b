import { useSyncExternalStore } from 'react'

import type { CentreDetails } from '@/shared/ui/accountForms/centreDetails'

import type { SignupProgress } from './signupSteps'

/** The centre's details of the Information step, as the sign-up call takes them. */
export type SignupCentre = CentreDetails

export interface SignupVoucher {
  name: string
  /** Money text, e.g. "100.00". */
  parValue: string
  /** ISO 8601 timestamp. */
  validityEndTime: string
}

/** What the sign-up steps have found, kept in sessionStorage between steps. */
export interface SignupState {
  /** The mobile number as typed. */
  phoneInput?: string
  /** The mobile number as the server keeps it (+642…). */
  phone?: string
  /** When another SMS code may be asked for (ms since the epoch); set once a code was sent. */
  phoneResendAt?: number
  /** Proof that the phone was verified (valid 30 minutes). */
  phoneTicket?: string
  centre?: SignupCentre
  email?: string
  emailResendAt?: number
  /** Proof that the e-mail was verified; kept so that a failed sign-up call can be retried. */
  emailTicket?: string
  /** The account exists: what the thank-you and welcome pages show. */
  done?: { centreName: string; voucher: SignupVoucher | null }
}

export const SIGNUP_STORAGE_KEY = 'signup'

function storage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

function read(): SignupState {
  const text = storage()?.getItem(SIGNUP_STORAGE_KEY)
  if (!text) return {}
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as SignupState) : {}
  } catch {
    return {}
  }
}

let state: SignupState = read()
/**
 * The chosen password stays in this page's memory only, never in storage:
 * after a reload the e-mail step asks for it again.
 */
let password: string | null = null
const listeners = new Set<() => void>()

function write(next: SignupState): void {
  state = next
  try {
    storage()?.setItem(SIGNUP_STORAGE_KEY, JSON.stringify(next))
  } catch {
    // Storage may be full or refused; the flow still works within this page.
  }
  listeners.forEach((listener) => listener())
}

/** A new phone number forgets what was proven for the old one. */
export function withPhone(current: SignupState, phoneInput: string, phone: string): SignupState {
  if (current.phone === phone) return { ...current, phoneInput }
  return { ...current, phoneInput, phone, phoneResendAt: undefined, phoneTicket: undefined }
}

/** A new e-mail address forgets the code sent to the old one. */
export function withEmail(current: SignupState, email: string): SignupState {
  if (current.email === email) return current
  return { ...current, email, emailResendAt: undefined, emailTicket: undefined }
}

export function progressOf(current: SignupState, hasPassword: boolean): SignupProgress {
  return {
    phone: current.phone,
    phoneResendAt: current.phoneResendAt,
    phoneTicket: current.phoneTicket,
    hasCentre: Boolean(current.centre),
    email: current.email,
    emailResendAt: current.emailResendAt,
    hasPassword,
    done: Boolean(current.done),
  }
}

/** The request of POST /api/center/signup from the saved steps, or null when one is missing. */
export function signupRequest(current: SignupState, chosenPassword: string | null) {
  const { phoneTicket, emailTicket, centre } = current
  if (!phoneTicket || !emailTicket || !centre || !chosenPassword) return null
  return { phoneTicket, emailTicket, password: chosenPassword, ...centre }
}

export const signupStore = {
  get(): SignupState {
    return state
  },
  password(): string | null {
    return password
  },
  update(change: (current: SignupState) => SignupState): void {
    write(change(state))
  },
  setPassword(next: string | null): void {
    password = next
    listeners.forEach((listener) => listener())
  },
  /** The account exists: only what the last two pages show is kept. */
  finish(done: NonNullable<SignupState['done']>): void {
    password = null
    write({ done })
  },
  /** Forgets every step (a new sign-up). */
  reset(): void {
    password = null
    write({})
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  /** Reads the storage again (tests, and a new page). */
  reload(): void {
    state = read()
    password = null
  },
}

export function useSignupState(): SignupState {
  return useSyncExternalStore(signupStore.subscribe, signupStore.get, signupStore.get)
}
