import type { UseMutationResult } from '@tanstack/react-query'
import type { ComponentType, ReactNode } from 'react'

import type { SignupContacts, SignupStore } from './signupState'

/** The steps the centre and the teacher sign-ups share: the SMS code, the e-mail and its code. */
export type SharedSignupStep = 'phoneCode' | 'email' | 'emailCode'

/** The page around one step, as each app draws it (its progress, the way back). */
export interface StepFrameProps {
  step: SharedSignupStep
  title: ReactNode
  subtitle?: ReactNode
  children: ReactNode
}

/**
 * One app's sign-up as the steps it shares with the other see it: where its
 * state lives, the page around a step, its routes, its sign-up call and the
 * texts that are its own (translation keys).
 */
export interface SignupFlow<S extends SignupContacts, Request, Answer> {
  store: SignupStore<S>
  Frame: ComponentType<StepFrameProps>
  paths: {
    /** Where the mobile number is typed. */
    phone: string
    /** Where the captcha is answered for another SMS code. */
    captcha: string
    phoneCode: string
    email: string
    emailCode: string
  }
  /** Where the steps go once the mobile is verified. */
  afterPhone: (state: S) => string
  email: {
    titleKey: string
    subtitleKey: string
    hintKey: string
    placeholder: string
  }
  emailCode: {
    subtitleKey: string
    submitKey: string
    createKey: string
    /** A link beside the button that creates the account, back to the details typed before. */
    details?: { labelKey: string; path: string }
    /**
     * The proof of a code expired: what the warning offers. `forget` clears
     * what must be proven again; the steps go on from the mobile number.
     */
    restart: { labelKey: string; hintKey?: string; forget: () => void }
  }
  /** The sign-up call (silent: the step shows the refusal). */
  useSignup: () => UseMutationResult<Answer, Error, Request>
  /** The call's request from the saved steps, or null when one is missing. */
  signupRequest: (state: S, password: string | null) => Request | null
  /** The account exists: what the store keeps for the pages after it. */
  finish: (answer: Answer) => void
}
