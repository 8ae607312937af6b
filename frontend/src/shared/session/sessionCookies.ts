import Cookies from 'js-cookie'

import { config, cookieNames } from '../config'
import { cookieOptions } from '../lib/cookieOptions'
import type { SessionUser } from './types'

/** How every session cookie is kept: a day's life, this site only, the whole path, Secure over HTTPS. */
export function sessionCookieOptions(): Cookies.CookieAttributes {
  return cookieOptions({ expires: config.sessionCookieDays })
}

/** The session token in the given cookie (the centre portal's by default). */
export function readToken(cookieName: string = cookieNames.token): string | undefined {
  return Cookies.get(cookieName) || undefined
}

/** A saved user's cookie text as an object, or null when it is missing or is not JSON of an object. */
export function parseSavedObject(text: string | undefined): Record<string, unknown> | null {
  if (!text) return null
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return null
  }
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null
}

/** The saved centre user, or null when the cookie is missing or is not a user. */
export function parseSavedUser(text: string | undefined): SessionUser | null {
  const value = parseSavedObject(text)
  if (!value) return null
  const candidate = value as Partial<SessionUser>
  if (typeof candidate.email !== 'string' || typeof candidate.realName !== 'string') return null
  return {
    ...(candidate as SessionUser),
    agreed: candidate.agreed === 1 ? 1 : 0,
    roles: Array.isArray(candidate.roles) ? candidate.roles : [],
    passwordIsDefault: candidate.passwordIsDefault === true,
  }
}
