import { useTranslation } from 'react-i18next'

const ENTRIES = [
  { tone: 'processing', labelKey: 'calendar.legend.processing' },
  { tone: 'success', labelKey: 'calendar.legend.confirmed' },
  { tone: 'error', labelKey: 'calendar.legend.failed' },
  { tone: 'holiday', labelKey: 'calendar.legend.holiday' },
] as const

/** What the colours of the calendar mean. */
export function CalendarLegend() {
  const { t } = useTranslation()
  return (
    <ul className="calendar-legend" aria-label={t('calendar.legend.label')}>
      {ENTRIES.map((entry) => (
        <li key={entry.tone}>
          <span className={`calendar-legend__swatch calendar-legend__swatch--${entry.tone}`} aria-hidden />
          {t(entry.labelKey)}
        </li>
      ))}
    </ul>
  )
}
