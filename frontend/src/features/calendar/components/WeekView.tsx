import './calendar.css'

import FlagFilled from '@ant-design/icons/FlagFilled'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'

import type { CalendarDay } from '../api/calendarList'
import { BookingCard } from './BookingCard'

interface WeekViewProps {
  /** The week's seven dates (YYYY-MM-DD). */
  dates: string[]
  /** YYYY-MM-DD in the platform's zone. */
  today: string
  days: Map<string, CalendarDay>
}

/** A week as seven columns (one under another on phones), each with its holiday and bookings. */
export function WeekView({ dates, today, days }: WeekViewProps) {
  const { t } = useTranslation()
  return (
    <ol className="calendar-week" aria-label={t('calendar.weekLabel')}>
      {dates.map((date) => {
        const day = days.get(date)
        const value = dayjs(date)
        const bookings = day?.bookings ?? []
        const classes = [
          'calendar-week__day',
          date === today && 'calendar-week__day--today',
          day?.holiday && 'calendar-week__day--holiday',
        ]
        return (
          <li
            key={date}
            className={classes.filter(Boolean).join(' ')}
            aria-label={value.format(t('calendar.dayFormat'))}
          >
            <div className="calendar-week__head">
              <span className="calendar-week__weekday">{value.format('ddd')}</span>
              <span className="calendar-week__date">{value.date()}</span>
            </div>
            {day?.holiday && (
              <div className="calendar-holiday" title={day.holiday}>
                <FlagFilled aria-hidden /> <span>{day.holiday}</span>
              </div>
            )}
            <div className="calendar-week__bookings">
              {bookings.length === 0 ? (
                <span className="calendar-week__empty">{t('calendar.noBookingsShort')}</span>
              ) : (
                bookings.map((booking) => <BookingCard key={booking.bookingId} booking={booking} />)
              )}
            </div>
          </li>
        )
      })}
    </ol>
  )
}
