import { isApiError } from '@/shared/api/ApiError'
import { refusalOf } from '@/shared/refusals'
import { codeFailure, type FailureText } from '@/shared/ui/accountForms/codeFailure'

/** The refusals that name a contact: the mobile or the e-mail was registered meanwhile (codes and sign-up). */
const TAKEN_CONTACTS = new Set([40207, 40208, 40308, 40309])

/**
 * Why a sign-up call was refused, in the step's words: a mobile or e-mail
 * registered meanwhile is said in the interface language; another refusal
 * (the teacher's registration number already held) is worded by its code.
 */
export function signupFailure(error: unknown): FailureText {
  if (isApiError(error) && TAKEN_CONTACTS.has(refusalOf(error.code, error.data).code)) {
    return { messageKey: 'accountForms.errors.contactTaken' }
  }
  return codeFailure(error)
}
