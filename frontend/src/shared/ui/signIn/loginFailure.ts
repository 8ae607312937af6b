import { isApiError } from '@/shared/api/ApiError'
import { RtnCode } from '@/shared/api/envelope'

import type { LoginRefusalData } from './passwordSignIn'

export interface LoginFailure {
  /** A translation key, or the server's own text when `text` is set. */
  messageKey?: string
  text?: string
  /** Show the captcha field for the next attempt. */
  needsCaptcha: boolean
}

/**
 * What the sign-in form of either app does after a refused attempt (the
 * rules: docs/api.md, "Sign-in rules"). A captcha answer is single use, so
 * whenever the captcha is (or becomes) part of the form a fresh image is
 * loaded and the field is cleared.
 */
export function loginFailure(error: unknown, captchaShown: boolean): LoginFailure {
  if (!isApiError(error)) return { messageKey: 'request.failed', needsCaptcha: captchaShown }
  const data = (error.data ?? {}) as LoginRefusalData
  const askedForCaptcha = captchaShown || data.captchaRequired === true
  switch (error.code) {
    case RtnCode.accountError:
      return { messageKey: 'login.errors.accountError', needsCaptcha: askedForCaptcha }
    case RtnCode.captchaRequired:
      return { messageKey: 'login.errors.captchaRequired', needsCaptcha: true }
    case RtnCode.captchaWrong:
      return { messageKey: 'login.errors.captchaWrong', needsCaptcha: true }
    case RtnCode.parameterError:
      return { messageKey: 'login.errors.parameterError', needsCaptcha: askedForCaptcha }
    default:
      // 1006 (too many attempts), 30030 (the deactivation notice), transport failures.
      return { text: error.msg, needsCaptcha: askedForCaptcha }
  }
}
