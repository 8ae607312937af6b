import { isApiError } from '@/shared/api/ApiError'
import { RtnCode } from '@/shared/api/envelope'
import { refusalOf } from '@/shared/refusals'

/** What to show for a refused code, captcha or account call: a translation key, or the server's own text. */
export interface FailureText {
  messageKey?: string
  params?: Record<string, string | number>
  text?: string
  /** The refusal's own code (shared/refusals), when the server refused. */
  code?: number
}

export interface FailureContext {
  /** Where a code went (a refused sign-up send answers 1004 when the contact is taken). */
  channel?: 'sms' | 'email'
}

/**
 * The message for a failed call of the account screens. The calls are silent,
 * so every refusal arrives here: captcha answers (1101, 1102), a contact that
 * is already registered (1004), wrong or expired codes and other parameter
 * problems (1000), and too many sends or tries (1006), each worded by its code.
 */
export function codeFailure(error: unknown, context: FailureContext = {}): FailureText {
  if (!isApiError(error)) return { messageKey: 'request.failed' }
  if (error.code === RtnCode.captchaRequired) return { messageKey: 'accountForms.errors.captchaRequired' }
  if (error.code === RtnCode.captchaWrong) return { messageKey: 'accountForms.errors.captchaWrong' }
  if (error.code === CONFLICT) {
    if (context.channel === 'sms') return { messageKey: 'accountForms.errors.phoneTaken' }
    if (context.channel === 'email') return { messageKey: 'accountForms.errors.emailTaken' }
  }
  // The request layer has worded a refusal by its code in the interface language.
  if (!error.msg) return { messageKey: 'request.failed' }
  return error.kind === 'refusal' ? { text: error.msg, code: refusalOf(error.code, error.data).code } : { text: error.msg }
}

/** The codes of a verification (the ticket of a code) that expired before it was used. */
const VERIFICATION_EXPIRED = new Set([40105, 40202])

/** The failure says the verification expired: the steps start again. */
export function verificationExpired(failure: FailureText | null): boolean {
  return failure?.code !== undefined && VERIFICATION_EXPIRED.has(failure.code)
}

/** 1004: the record conflicts (a sign-up contact that is already registered). */
const CONFLICT = 1004

/** A refused captcha answer: the image is used up and a new one is needed. */
export function captchaUsedUp(error: unknown): boolean {
  return isApiError(error) && (error.code === RtnCode.captchaWrong || error.code === RtnCode.captchaRequired)
}
