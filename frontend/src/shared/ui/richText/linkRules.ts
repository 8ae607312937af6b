/** The addresses a link in a policy or an article may have: web pages and e-mail. */
const ALLOWED = /^(https?:\/\/[^\s]+|mailto:[^\s]+)$/i

/**
 * The address a link gets from what was typed: trimmed, and a bare domain
 * ("example.com/terms") made https. Null when it cannot be a link.
 */
export function linkAddress(typed: string): string | null {
  const text = typed.trim()
  if (!text) return null
  const address = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`
  return ALLOWED.test(address) ? address : null
}
