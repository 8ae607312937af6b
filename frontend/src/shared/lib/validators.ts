/**
 * The helper rules of spec section 5 and the account forms' field rules, as
 * pure functions. Forms turn them into Ant Design rules with their messages
 * (`shared/ui/accountForms/rules.ts`).
 */

/** An external link: it starts with http:, https:, mailto: or tel: (any case). */
export function isExternalLink(path: string): boolean {
  return /^(https?:|mailto:|tel:)/i.test(path.trim())
}

const EMAIL = /^[^@\s]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/

/** An e-mail address: a local part, an @ and a dotted domain (the server's rule). */
export function isEmail(text: string): boolean {
  const value = text.trim()
  return value.length <= 254 && EMAIL.test(value)
}

/**
 * A New Zealand mobile number in the form the server keeps (`+642…`), or null
 * when the text is not one: 02x followed by 6 to 8 digits, written with a
 * leading 0, with +64 or 64 instead, or with neither; spaces, dashes and
 * brackets are ignored.
 *
 * Decision: the spec's helper rule is a "mainland" mobile number (11 digits,
 * first 1, second 3 to 9). That rule belongs to another country's numbers;
 * the product serves New Zealand centres, so it checks New Zealand mobiles
 * here and on the server alike.
 */
export function normaliseNzMobile(text: string): string | null {
  let digits = text.replace(/[\s\-()]/g, '')
  if (digits.startsWith('+64')) digits = digits.slice(3)
  else if (digits.startsWith('64') && digits.length > 10) digits = digits.slice(2)
  else if (digits.startsWith('0')) digits = digits.slice(1)
  return /^2\d{7,9}$/.test(digits) ? `+64${digits}` : null
}

/** A New Zealand mobile number for people: `+64212345678` → `+64 21 234 5678`; other text is kept. */
export function formatNzMobile(text: string): string {
  const phone = normaliseNzMobile(text)
  if (!phone) return text
  const digits = phone.slice(3)
  const rest = digits.slice(2)
  const split = Math.floor(rest.length / 2)
  return `+64 ${digits.slice(0, 2)} ${rest.slice(0, split)} ${rest.slice(split)}`
}

/** A New Zealand mobile number (see `normaliseNzMobile`). */
export function isNzMobile(text: string): boolean {
  return normaliseNzMobile(text) !== null
}

const IPV4_PART = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)'
const IPV4 = new RegExp(`^${IPV4_PART}(\\.${IPV4_PART}){3}$`)

/** A dotted IPv4 address (four numbers 0 to 255, no leading zeros). */
export function isIPv4(text: string): boolean {
  return IPV4.test(text.trim())
}

/** The IP address field's check: empty is allowed, anything else must be an IPv4 address. */
export function checkIpAddress(text: string | null | undefined): { messageKey: 'accountForms.rules.ipAddress' } | null {
  if (!text || !text.trim()) return null
  return isIPv4(text) ? null : { messageKey: 'accountForms.rules.ipAddress' }
}

/** A teacher's travel radius, in whole kilometres (the server's limits). */
export const TRAVEL_RADIUS_KM = { min: 1, max: 100 } as const

/** Names (the centre's) are 2 to 20 characters, not counting the spaces around them. */
export const NAME_LENGTH = { min: 2, max: 20 } as const

export function isNameLength(name: string): boolean {
  const length = [...name.trim()].length
  return length >= NAME_LENGTH.min && length <= NAME_LENGTH.max
}

/** A New Zealand GST number: 8 or 9 digits, dashes (and spaces) allowed between them. */
export function isGstNumber(text: string): boolean {
  const value = text.trim()
  if (!/^\d[\d\s-]*\d$/.test(value)) return false
  const digits = value.replace(/[\s-]/g, '')
  return digits.length === 8 || digits.length === 9
}

export const PASSWORD_MIN_LENGTH = 8

/** A new password: at least 8 characters with at least one letter and one digit. */
export function isStrongPassword(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && /\p{L}/u.test(password) && /\d/.test(password)
}

/** A six-digit one-time code, spaces ignored. */
export function isSixDigitCode(text: string): boolean {
  return /^\d{6}$/.test(text.replace(/\s/g, ''))
}
