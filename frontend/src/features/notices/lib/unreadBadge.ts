import { config } from '@/shared/config'

/** The bell's badge text: nothing at 0, the count up to 99, then `99+`. */
export function unreadBadgeText(count: number | null | undefined, cap: number = config.layout.unreadBadgeCap): string {
  if (!count || count < 0 || !Number.isFinite(count)) return ''
  const whole = Math.floor(count)
  return whole > cap ? `${cap}+` : String(whole)
}
