/** NZD with the dollar sign and two places: `"57.6"` → `$57.60`; text that is not a number is kept. */
export function formatMoney(amount: string | number): string {
  const value = typeof amount === 'number' ? amount : Number(amount)
  return Number.isFinite(value) ? `$${value.toFixed(2)}` : `$${amount}`
}

/** Whether a money text is a positive amount (a boost of `"0.00"` is no boost). */
export function isPositiveAmount(amount: string | number | null | undefined): boolean {
  if (amount === null || amount === undefined || amount === '') return false
  const value = Number(amount)
  return Number.isFinite(value) && value > 0
}
