import { config, cookieNames } from '../config'
import { currentLanguage, i18n } from '../i18n'
import { browser } from '../lib/browser'
import { readToken } from '../session/sessionCookies'
import { session } from '../session/sessionStore'
import { refusalOf, refusalText } from '../refusals'
import { notifier } from '../ui/notifier'
import { ApiError, NO_CODE } from './ApiError'
import { type Envelope, isEnvelope, RtnCode } from './envelope'

export interface RequestOptions {
  /**
   * The caller handles every failure itself (sign-in does): the request layer
   * shows no notice and takes no session action; the ApiError carries it all.
   */
  silent?: boolean
  /** Cancels the call (TanStack Query passes one to each query). */
  signal?: AbortSignal
  timeoutMs?: number
}

/**
 * What differs between the web apps that share this layer. Each app has a
 * session of its own (the centre portal's `token` cookie, the teacher app's
 * `teacherToken`), so that both can be open in one browser.
 */
export interface RequestSettings {
  /** The cookie that holds this app's session token. */
  tokenCookie: string
  /** Forgets this app's session (1001, HTTP 401, 30030) before the page reloads. */
  endSession: () => void
}

/** The centre portal's settings, which apply until an app configures its own. */
const CENTRE_SETTINGS: RequestSettings = {
  tokenCookie: cookieNames.token,
  endSession: () => session.clear(),
}

let settings: RequestSettings = CENTRE_SETTINGS

/** Sets this app's session cookie, session end and refusal wording (an app's entry calls it once). */
export function configureRequest(changes: Partial<RequestSettings>): void {
  settings = { ...settings, ...changes }
}

/** Back to the centre portal's settings (tests). */
export function resetRequestSettings(): void {
  settings = CENTRE_SETTINGS
}

function requestHeaders(body: RequestInit['body']): Headers {
  // The server words its messages (rtn_msg) in the interface's language.
  const headers = new Headers({ 'X-Timestamp': String(Date.now()), 'Accept-Language': currentLanguage() })
  if (!(body instanceof FormData)) headers.set('Content-Type', 'application/json')
  const token = readToken(settings.tokenCookie)
  if (token) headers.set('Authorization', `Bearer ${token}`)
  return headers
}

/** The message for a refusal: its code worded in the interface language (shared/refusals), else rtn_msg. */
export function refusalMessage(envelope: Envelope): string {
  return refusalText(refusalOf(envelope.rtn_code, envelope.rtn_data)) ?? (envelope.rtn_msg || i18n.t('request.failed'))
}

/** What came back: the HTTP status and the body as JSON (null when it was empty or not JSON). */
export interface Answer {
  ok: boolean
  status: number
  body: unknown
}

/**
 * The one way a call reaches the server: the app's headers (its session
 * token, the timestamp, the interface language) on the given request.
 */
export function sendToServer(url: string, init: RequestInit): Promise<Response> {
  return fetch(url, { ...init, headers: requestHeaders(init.body) })
}

/**
 * Makes a call (given the signal that cancels it) within the
 * request timeout and settles its answer: resolves the envelope's rtn_data, or
 * rejects with an ApiError after the notice and session action the failure calls for.
 */
export async function send<TData>(
  call: (signal: AbortSignal) => Promise<Answer>,
  options: RequestOptions,
): Promise<TData> {
  const { silent = false, signal } = options
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, options.timeoutMs ?? config.requestTimeoutMs)
  const forwardAbort = (): void => controller.abort()
  if (signal?.aborted) controller.abort()
  signal?.addEventListener('abort', forwardAbort)

  let answer: Answer
  try {
    answer = await call(controller.signal)
  } catch (cause) {
    if (timedOut) {
      throw transportFailure('timeout', i18n.t('request.timeout'), silent)
    }
    if (signal?.aborted) throw cause
    throw transportFailure('network', i18n.t('request.failed'), silent)
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', forwardAbort)
  }

  const { ok, status, body } = answer
  if (!ok) throw httpFailure(status, body, silent)
  if (!isEnvelope(body)) throw transportFailure('network', i18n.t('request.failed'), silent, status)
  if (body.rtn_code === RtnCode.success) return body.rtn_data as TData
  throw refusal(body, silent)
}

function transportFailure(kind: 'timeout' | 'network', text: string, silent: boolean, status = 0): ApiError {
  if (!silent) notifier.error(text, config.networkNoticeSeconds)
  return new ApiError(kind, NO_CODE, text, null, status)
}

function httpFailure(status: number, body: unknown, silent: boolean): ApiError {
  const envelope = isEnvelope(body) ? body : null
  const text = envelope ? refusalMessage(envelope) : i18n.t('request.httpError', { status })
  const error = new ApiError('http', envelope?.rtn_code ?? NO_CODE, text, envelope?.rtn_data ?? null, status)
  if (silent) return error
  if (status === 401) {
    settings.endSession()
    browser.reload()
  } else if (status === 403) {
    browser.openRoute('/401')
  } else {
    notifier.error(text)
  }
  return error
}

function refusal(envelope: Envelope, silent: boolean): ApiError {
  const text = envelope.rtn_code === RtnCode.deactivated ? envelope.rtn_msg : refusalMessage(envelope)
  const error = new ApiError('refusal', envelope.rtn_code, text, envelope.rtn_data, 200)
  if (silent) return error
  if (envelope.rtn_code === RtnCode.sessionExpired) {
    settings.endSession()
    browser.reload()
  } else if (envelope.rtn_code === RtnCode.deactivated) {
    settings.endSession()
    notifier.error(text)
    browser.setTimeout(() => browser.reload(), config.deactivatedReloadDelayMs)
  } else {
    notifier.error(text)
  }
  return error
}
