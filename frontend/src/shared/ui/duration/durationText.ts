import type { TFunction } from 'i18next'

import { duration } from '@/shared/lib/fillFigures'

/**
 * A length of time in the reader's language, to the minute: "1 d 6 h",
 * "2 h 15 min", "40 min", "under 1 min" ("1 天 6 小时", "2 小时 15 分钟"...).
 */
export function durationText(t: TFunction, seconds: number): string {
  if (seconds < 60) return t('duration.underMinute')
  const { days, hours, minutes } = duration(seconds)
  if (days > 0) return t('duration.daysHours', { days, hours })
  if (hours > 0) return t('duration.hoursMinutes', { hours, minutes })
  return t('duration.minutes', { minutes })
}
