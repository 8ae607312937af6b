import TeamOutlined from '@ant-design/icons/TeamOutlined'
import Tag from 'antd/es/tag'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

import type { CalendarBooking } from '../api/calendarList'
import { bookingTone, jobRecordTone, timeSpan } from '../lib/calendarRange'
import { bookingDetailPath } from './BookingChip'

/** A booking day with its job records (the week view and a day's agenda); opens the booking. */
export function BookingCard({ booking }: { booking: CalendarBooking }) {
  const { t } = useTranslation()
  const status = t(`calendar.bookingStatus.${booking.status}`, { defaultValue: String(booking.status) })
  const hours = timeSpan(booking)
  return (
    <Link
      to={bookingDetailPath(booking.bookingId)}
      className={`calendar-card calendar-card--${bookingTone(booking.status)}`}
      aria-label={t('calendar.bookingLabel', {
        id: booking.bookingId,
        hours,
        status,
        booked: booking.confirmedTeachers,
        needed: booking.numberOfTeachers,
      })}
    >
      <span className="calendar-card__head">
        <span className="calendar-card__time">{hours}</span>
        <Tag color={bookingTone(booking.status)} className="calendar-card__status">
          {status}
        </Tag>
      </span>
      <span className="calendar-card__line">
        {t('calendar.bookingNumber', { id: booking.bookingId })}
        <span className="calendar-card__seats">
          <TeamOutlined aria-hidden /> {booking.confirmedTeachers}/{booking.numberOfTeachers}
        </span>
      </span>
      {booking.jobRecords.length > 0 && (
        <span className="calendar-card__records">
          {booking.jobRecords.map((record) => (
            <span key={record.jobRecordId} className="calendar-card__record">
              <span className="calendar-card__teacher">{record.teacherName}</span>
              <Tag color={jobRecordTone(record.status)} variant="outlined">
                {t(`calendar.jobStatus.${record.status}`, { defaultValue: String(record.status) })}
              </Tag>
            </span>
          ))}
        </span>
      )}
    </Link>
  )
}
