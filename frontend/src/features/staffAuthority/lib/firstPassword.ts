const LETTERS = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ'
const DIGITS = '23456789'

/**
 * A first password for a new staff account: 12 characters of letters and
 * digits (none that are easy to mistake: 0/O, 1/l/I), with at least one of
 * each, drawn from the browser's cryptographic generator. The new member is
 * asked to change it at their first sign-in.
 */
export function firstPassword(random: (count: number) => Uint32Array = (count) => crypto.getRandomValues(new Uint32Array(count))): string {
  const all = LETTERS + DIGITS
  const values = random(12)
  const chars = Array.from(values, (value) => all[value % all.length] ?? 'x')
  chars[0] = LETTERS[(values[0] ?? 0) % LETTERS.length] ?? 'a'
  chars[11] = DIGITS[(values[11] ?? 0) % DIGITS.length] ?? '2'
  return chars.join('')
}
