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

export function readSavedUserText(): string | undefined {
  return Cookies.get(cookieNames.user) || undefined
}

export function writeSessionCookies(token: string, user: SessionUser): void {
  Cookies.set(cookieNames.token, token, sessionCookieOptions())
  writeSavedUser(user)
}

export function writeSavedUser(user: SessionUser): void {
  Cookies.set(cookieNames.user, JSON.stringify(user), sessionCookieOptions())
}

export function removeSessionCookies(): void {
  Cookies.remove(cookieNames.token, { path: '/' })
  Cookies.remove(cookieNames.user, { path: '/' })
}

/** A session exists when both the token cookie and the saved user cookie are present. */
export function hasSessionCookies(): boolean {
  return Boolean(readToken() && readSavedUserText())
}

/** The saved user, or null when the cookie is missing or is not a user. */
export function parseSavedUser(text: string | undefined): SessionUser | null {
  if (!text) return null
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null) return null
  const candidate = value as Partial<SessionUser>
  if (typeof candidate.email !== 'string' || typeof candidate.realName !== 'string') return null
  return {
    ...(candidate as SessionUser),
    agreed: candidate.agreed === 1 ? 1 : 0,
    roles: Array.isArray(candidate.roles) ? candidate.roles : [],
  }
}
