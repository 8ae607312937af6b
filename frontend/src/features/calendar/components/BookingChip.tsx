import TeamOutlined from '@ant-design/icons/TeamOutlined'
import Tooltip from 'antd/es/tooltip'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

import type { CalendarBooking } from '../api/calendarList'
import { bookingTone, timeSpan } from '../lib/calendarRange'

export function bookingDetailPath(bookingId: number): string {
  return `/bookings/detail/${bookingId}`
}

/** A booking day in a month cell: its hours and filled seats, in its status colour; opens the booking. */
export function BookingChip({ booking }: { booking: CalendarBooking }) {
  const { t } = useTranslation()
  const status = t(`calendar.bookingStatus.${booking.status}`, { defaultValue: String(booking.status) })
  const hours = timeSpan(booking)
  const label = t('calendar.bookingLabel', {
    id: booking.bookingId,
    hours,
    status,
    booked: booking.confirmedTeachers,
    needed: booking.numberOfTeachers,
  })
  const teachers = booking.jobRecords.map((record) => record.teacherName)
  return (
    <Tooltip title={teachers.length ? `${label} · ${teachers.join(', ')}` : label}>
      <Link
        to={bookingDetailPath(booking.bookingId)}
        className={`calendar-chip calendar-chip--${bookingTone(booking.status)}`}
        aria-label={label}
        // The cell underneath selects its date on click; opening the booking is enough.
        onClick={(event) => event.stopPropagation()}
      >
        <span className="calendar-chip__time">{hours}</span>
        <span className="calendar-chip__seats">
          <TeamOutlined aria-hidden /> {booking.confirmedTeachers}/{booking.numberOfTeachers}
        </span>
      </Link>
    </Tooltip>
  )
}
