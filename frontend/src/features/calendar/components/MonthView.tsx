import './calendar.css'

import FlagFilled from '@ant-design/icons/FlagFilled'
import Calendar from 'antd/es/calendar'
import type { Dayjs } from 'dayjs'
import { useTranslation } from 'react-i18next'

import type { CalendarDay } from '../api/calendarList'
import { DATE_FORMAT, daySummary } from '../lib/calendarRange'
import { BookingChip } from './BookingChip'

/** A month cell shows this many bookings; the rest open in the week view. */
const CHIPS_PER_CELL = 3

interface MonthViewProps {
  anchor: Dayjs
  /** YYYY-MM-DD in the platform's zone. */
  today: string
  days: Map<string, CalendarDay>
  /** Phones: a small month with marks, the chosen day's bookings listed below it. */
  compact: boolean
  onSelectDate: (date: Dayjs) => void
  onShowWeek: (date: Dayjs) => void
}

function classes(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ')
}

/** The month: Ant Design's calendar, each day with its public holiday and bookings. */
export function MonthView({ anchor, today, days, compact, onSelectDate, onShowWeek }: MonthViewProps) {
  const { t } = useTranslation()

  const fullCell = (date: Dayjs) => {
    const key = date.format(DATE_FORMAT)
    const day = days.get(key)
    const bookings = day?.bookings ?? []
    const more = bookings.length - CHIPS_PER_CELL
    return (
      <div
        className={classes(
          'ant-picker-cell-inner',
          'ant-picker-calendar-date',
          key === today && 'ant-picker-calendar-date-today',
          day?.holiday && 'calendar-date--holiday',
        )}
      >
        <div className="ant-picker-calendar-date-value">{date.date()}</div>
        <div className="ant-picker-calendar-date-content">
          {day?.holiday && (
            <div className="calendar-holiday" title={day.holiday}>
              <FlagFilled aria-hidden /> <span>{day.holiday}</span>
            </div>
          )}
          {bookings.slice(0, CHIPS_PER_CELL).map((booking) => (
            <BookingChip key={booking.bookingId} booking={booking} />
          ))}
          {more > 0 && (
            <button
              type="button"
              className="calendar-more"
              onClick={(event) => {
                event.stopPropagation()
                onShowWeek(date)
              }}
            >
              {t('calendar.more', { count: more })}
            </button>
          )}
        </div>
      </div>
    )
  }

  const compactCell = (date: Dayjs) => {
    const day = days.get(date.format(DATE_FORMAT))
    const summary = daySummary(day)
    return (
      <div
        className={classes('ant-picker-cell-inner', 'calendar-mini', day?.holiday && 'calendar-mini--holiday')}
        title={day?.holiday ?? undefined}
      >
        {date.date()}
        {summary.bookings > 0 && <span className="calendar-mini__dot" aria-hidden />}
      </div>
    )
  }

  return (
    <Calendar
      className={compact ? 'calendar-month calendar-month--compact' : 'calendar-month'}
      value={anchor}
      fullscreen={!compact}
      headerRender={() => null}
      onSelect={(date, info) => {
        if (info.source === 'date') onSelectDate(date)
      }}
      fullCellRender={(date, info) => (info.type === 'date' ? (compact ? compactCell(date) : fullCell(date)) : info.originNode)}
    />
  )
}
