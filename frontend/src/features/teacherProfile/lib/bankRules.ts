/**
 * The bank account, IRD number and tax code as the server checks them
 * (docs/api.md, "/api/teacher/bank/update"), so the form says what is wrong
 * before anything is sent.
 */

/** Inland Revenue's tax codes (IR330, and WT for schedular payments), as the server takes them. */
export const TAX_CODES = [
  'M',
  'M SL',
  'ME',
  'ME SL',
  'SB',
  'SB SL',
  'S',
  'S SL',
  'SH',
  'SH SL',
  'ST',
  'ST SL',
  'SA',
  'SA SL',
  'CAE',
  'EDW',
  'NSW',
  'STC',
  'WT',
] as const

const IRD_WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2]
const IRD_SECOND_WEIGHTS = [7, 4, 3, 2, 5, 2, 7, 6]

function irdCheck(base: string, weights: readonly number[]): number {
  const sum = [...base].reduce((total, digit, index) => total + Number(digit) * (weights[index] ?? 0), 0)
  const remainder = sum % 11
  return remainder === 0 ? 0 : 11 - remainder
}

/** An IRD number as 123-456-789, or null: 8 or 9 digits in Inland Revenue's range, with its check digit. */
export function irdNumberOf(text: string): string | null {
  const digits = text.replace(/[\s-]/g, '')
  if (!/^\d{8,9}$/.test(digits)) return null
  const value = Number(digits)
  if (value < 10_000_000 || value > 150_000_000) return null
  const base = digits.slice(0, -1).padStart(8, '0')
  let expected = irdCheck(base, IRD_WEIGHTS)
  if (expected === 10) expected = irdCheck(base, IRD_SECOND_WEIGHTS)
  if (expected === 10 || expected !== Number(digits.slice(-1))) return null
  const padded = digits.padStart(9, '0')
  return `${padded.slice(0, 3)}-${padded.slice(3, 6)}-${padded.slice(6)}`
}

const BANK_ACCOUNT = /^(\d{2})[\s-]?(\d{4})[\s-]?(\d{7,8})[\s-]?(\d{2,3})$/

/** A New Zealand bank account as 12-3456-1234567-001 (bank, branch, account, suffix), or null. */
export function bankAccountOf(text: string): string | null {
  const match = BANK_ACCOUNT.exec(text.trim())
  if (!match) return null
  const [, bank, branch, account, suffix] = match
  return `${bank}-${branch}-${account}-${(suffix ?? '').padStart(3, '0')}`
}
