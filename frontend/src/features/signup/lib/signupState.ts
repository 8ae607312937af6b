import { useSyncExternalStore } from 'react'

/**
 * What every sign-up proves about its contacts: the mobile number and the
 * e-mail address, each with the code sent to it and the ticket of the right
 * code. The centre and the teacher sign-ups keep their own details beside it.
 */
export interface SignupContacts {
  /** The mobile number as typed. */
  phoneInput?: string
  /** The mobile number as the server keeps it (+642…). */
  phone?: string
  /** When another SMS code may be asked for (ms since the epoch); set once a code was sent. */
  phoneResendAt?: number
  /** Proof that the mobile was verified (valid 30 minutes). */
  phoneTicket?: string
  email?: string
  emailResendAt?: number
  /** Proof that the e-mail was verified; kept so that a failed sign-up call can be retried. */
  emailTicket?: string
}

/** A new mobile number forgets what was proven for the old one. */
export function withPhone<S extends SignupContacts>(current: S, phoneInput: string, phone: string): S {
  if (current.phone === phone) return { ...current, phoneInput }
  return { ...current, phoneInput, phone, phoneResendAt: undefined, phoneTicket: undefined }
}

/** A new e-mail address forgets the code sent to the old one. */
export function withEmail<S extends SignupContacts>(current: S, email: string): S {
  if (current.email === email) return current
  return { ...current, email, emailResendAt: undefined, emailTicket: undefined }
}

/** Expired tickets: the codes are asked for again, what was typed stays. */
export function withoutTickets<S extends SignupContacts>(current: S): S {
  return {
    ...current,
    phoneResendAt: undefined,
    phoneTicket: undefined,
    emailResendAt: undefined,
    emailTicket: undefined,
  }
}

/**
 * A sign-up's steps, kept in this tab's sessionStorage between them, and the
 * chosen password, kept in this page's memory only, never in storage: after a
 * reload the e-mail step asks for it again.
 */
export interface SignupStore<S extends SignupContacts> {
  get(): S
  password(): string | null
  update(change: (current: S) => S): void
  setPassword(next: string | null): void
  /** Forgets the password and every step but what `kept` holds. */
  replace(kept: S): void
  /** Forgets every step and the password (a new sign-up). */
  reset(): void
  subscribe(listener: () => void): () => void
  /** Reads the storage again (tests, and a new page). */
  reload(): void
}

function storage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

/** A sign-up's store under `storageKey`; `empty` is the state of a sign-up not begun. */
export function createSignupStore<S extends SignupContacts>(storageKey: string, empty: S): SignupStore<S> {
  function read(): S {
    const text = storage()?.getItem(storageKey)
    if (!text) return empty
    try {
      const value: unknown = JSON.parse(text)
      return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as S) : empty
    } catch {
      return empty
    }
  }

  let state: S = read()
  let password: string | null = null
  const listeners = new Set<() => void>()
  const notify = () => listeners.forEach((listener) => listener())

  function write(next: S): void {
    state = next
    try {
      storage()?.setItem(storageKey, JSON.stringify(next))
    } catch {
      // Storage may be full or refused; the flow still works within this page.
    }
    notify()
  }

  const replace = (kept: S): void => {
    password = null
    write(kept)
  }

  return {
    get: () => state,
    password: () => password,
    update: (change) => write(change(state)),
    setPassword: (next) => {
      password = next
      notify()
    },
    replace,
    reset: () => replace(empty),
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    reload: () => {
      state = read()
      password = null
    },
  }
}

/** A sign-up store's state, kept current in a component. */
export function useSignupState<S extends SignupContacts>(store: SignupStore<S>): S {
  return useSyncExternalStore(store.subscribe, store.get, store.get)
}
