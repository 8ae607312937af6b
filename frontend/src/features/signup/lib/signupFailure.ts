import { isApiError } from '@/shared/api/ApiError'
import { codeFailure, type FailureText } from '@/shared/ui/accountForms/codeFailure'

/** 1004 from a sign-up call: a record of the new account is already held. */
const CONFLICT = 1004
/** The 1004s that name a contact: the mobile or the e-mail was registered meanwhile. */
const TAKEN_CONTACTS = /^(This mobile number is already registered\.|This e-mail address is already registered\.)$/

/**
 * Why a sign-up call was refused, in the step's words: a mobile or e-mail
 * registered meanwhile is said in the interface language; another 1004 (the
 * teacher's registration number already held) is the server's own sentence.
 */
export function signupFailure(error: unknown): FailureText {
  if (isApiError(error) && error.code === CONFLICT && (TAKEN_CONTACTS.test(error.msg) || !error.msg)) {
    return { messageKey: 'accountForms.errors.contactTaken' }
  }
  return codeFailure(error)
}
