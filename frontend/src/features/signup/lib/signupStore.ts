import type { CentreDetails } from '@/shared/ui/accountForms/centreDetails'

import type { SignupRequest } from '../api/centreSignup'
import { createSignupStore, type SignupContacts } from './signupState'
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

/** What the centre sign-up steps have found, kept in sessionStorage between steps. */
export interface SignupState extends SignupContacts {
  centre?: SignupCentre
  /** The account exists: what the thank-you and welcome pages show. */
  done?: { centreName: string; voucher: SignupVoucher | null }
}

export const SIGNUP_STORAGE_KEY = 'signup'

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
export function signupRequest(current: SignupState, chosenPassword: string | null): SignupRequest | null {
  const { phoneTicket, emailTicket, centre } = current
  if (!phoneTicket || !emailTicket || !centre || !chosenPassword) return null
  return { phoneTicket, emailTicket, password: chosenPassword, ...centre }
}

const store = createSignupStore<SignupState>(SIGNUP_STORAGE_KEY, {})

export const signupStore = {
  ...store,
  /** The account exists: only what the last two pages show is kept. */
  finish(done: NonNullable<SignupState['done']>): void {
    store.replace({ done })
  },
}
