import { isApiError } from '@/shared/api/ApiError'
import { RtnCode } from '@/shared/api/envelope'

/** What to show for a refused code, captcha or account call: a translation key, or the server's own text. */
export interface FailureText {
  messageKey?: string
  params?: Record<string, string | number>
  text?: string
}

export interface FailureContext {
  /** Where a code went (a refused sign-up send answers 1004 when the contact is taken). */
  channel?: 'sms' | 'email'
}

/** Server texts with a fixed meaning, worded in the interface language instead. */
const KNOWN_TEXTS: { pattern: RegExp; failure: (match: RegExpMatchArray) => FailureText }[] = [
  { pattern: /^The code is wrong or has expired\.$/, failure: () => ({ messageKey: 'accountForms.errors.codeWrong' }) },
  {
    pattern: /^Please enter a valid New Zealand mobile number\.$/,
    failure: () => ({ messageKey: 'accountForms.rules.nzMobile' }),
  },
  { pattern: /^Please enter a valid e-mail address\.$/, failure: () => ({ messageKey: 'accountForms.rules.email' }) },
  {
    pattern: /^Your verification has expired, please start again\.$/,
    failure: () => ({ messageKey: 'accountForms.errors.verificationExpired' }),
  },
  {
    pattern: /^Please wait (\d+) seconds before asking for another code\.$/,
    failure: (match) => ({ messageKey: 'accountForms.errors.waitSeconds', params: { seconds: Number(match[1]) } }),
  },
  {
    pattern: /^Too many codes were asked for; please try again in an hour\.$/,
    failure: () => ({ messageKey: 'accountForms.errors.tooManyCodes' }),
  },
  { pattern: /^The current password is wrong\.$/, failure: () => ({ messageKey: 'accountForms.errors.currentPasswordWrong' }) },
  {
    pattern: /^The password needs at least 8 characters with a letter and a digit\.$/,
    failure: () => ({ messageKey: 'accountForms.rules.password' }),
  },
  { pattern: /^Please enter a valid GST number\.$/, failure: () => ({ messageKey: 'accountForms.rules.gstNumber' }) },
  { pattern: /^The name must be 2 to 20 characters\.$/, failure: () => ({ messageKey: 'accountForms.rules.nameLength' }) },
]

/**
 * The message for a failed call of the account screens. The calls are silent,
 * so every refusal arrives here: captcha answers (1101, 1102), a contact that
 * is already registered (1004), wrong or expired codes and other parameter
 * problems (1000), and too many sends or tries (1006, the server's text).
 */
export function codeFailure(error: unknown, context: FailureContext = {}): FailureText {
  if (!isApiError(error)) return { messageKey: 'request.failed' }
  if (error.code === RtnCode.captchaRequired) return { messageKey: 'accountForms.errors.captchaRequired' }
  if (error.code === RtnCode.captchaWrong) return { messageKey: 'accountForms.errors.captchaWrong' }
  if (error.code === CONFLICT) {
    if (context.channel === 'sms') return { messageKey: 'accountForms.errors.phoneTaken' }
    if (context.channel === 'email') return { messageKey: 'accountForms.errors.emailTaken' }
  }
  for (const known of KNOWN_TEXTS) {
    const match = error.msg.match(known.pattern)
    if (match) return known.failure(match)
  }
  return error.msg ? { text: error.msg } : { messageKey: 'request.failed' }
}

/** 1004: the record conflicts (a sign-up contact that is already registered). */
const CONFLICT = 1004

/** A refused captcha answer: the image is used up and a new one is needed. */
export function captchaUsedUp(error: unknown): boolean {
  return isApiError(error) && (error.code === RtnCode.captchaWrong || error.code === RtnCode.captchaRequired)
}
