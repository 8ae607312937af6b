import './calendar.css'

import FlagFilled from '@ant-design/icons/FlagFilled'
import Empty from 'antd/es/empty'
import Tag from 'antd/es/tag'
import Typography from 'antd/es/typography'
import type { Dayjs } from 'dayjs'
import { useTranslation } from 'react-i18next'

import type { CalendarDay } from '../api/calendarList'
import { BookingCard } from './BookingCard'

interface DayAgendaProps {
  date: Dayjs
  day: CalendarDay | undefined
}

/** One day's holiday and bookings, under the small month on phones. */
export function DayAgenda({ date, day }: DayAgendaProps) {
  const { t } = useTranslation()
  const bookings = day?.bookings ?? []
  return (
    <section className="calendar-agenda" aria-label={date.format(t('calendar.dayFormat'))}>
      <div className="calendar-agenda__head">
        <Typography.Text strong>{date.format(t('calendar.dayFormat'))}</Typography.Text>
        {day?.holiday && (
          <Tag color="red" icon={<FlagFilled />}>
            {day.holiday}
          </Tag>
        )}
      </div>
      {bookings.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('calendar.noBookings')} />
      ) : (
        <div className="calendar-agenda__list">
          {bookings.map((booking) => (
            <BookingCard key={booking.bookingId} booking={booking} />
          ))}
        </div>
      )}
    </section>
  )
}
