import './home.css'

import CalendarOutlined from '@ant-design/icons/CalendarOutlined'
import Card from 'antd/es/card'
import Empty from 'antd/es/empty'
import Tag from 'antd/es/tag'
import Typography from 'antd/es/typography'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'

import type { UpcomingHoliday } from '../api/homeStatistics'
import { daysUntil } from '../lib/holidayCountdown'

interface UpcomingHolidaysProps {
  holidays: UpcomingHoliday[] | undefined
  /** YYYY-MM-DD by the platform's clock. */
  today: string | undefined
  loading: boolean
}

/** The next public holidays of the centre's region: days when bookings cost more. */
export function UpcomingHolidays({ holidays, today, loading }: UpcomingHolidaysProps) {
  const { t } = useTranslation()

  const countdown = (date: string) => {
    const days = daysUntil(date, dayjs(today))
    if (days <= 0) return <Tag color="red">{t('dashboard.holidayToday')}</Tag>
    if (days === 1) return <Tag color="orange">{t('dashboard.holidayTomorrow')}</Tag>
    return <Tag>{t('dashboard.holidayInDays', { days })}</Tag>
  }

  return (
    <Card
      title={
        <span>
          <CalendarOutlined aria-hidden /> {t('dashboard.holidaysTitle')}
        </span>
      }
      loading={loading}
      variant="borderless"
      className="holidays-card"
    >
      {!holidays?.length ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.holidaysEmpty')} />
      ) : (
        <ul className="holiday-list" aria-label={t('dashboard.holidaysTitle')}>
          {holidays.map((holiday) => {
            const day = dayjs(holiday.date)
            return (
              <li key={`${holiday.date}-${holiday.name}`} className="holiday-list__item">
                <div className="holiday-list__date" aria-hidden>
                  <span className="holiday-list__month">{day.format('MMM')}</span>
                  <span className="holiday-list__day">{day.format('D')}</span>
                </div>
                <div className="holiday-list__text">
                  <Typography.Text strong>{holiday.name}</Typography.Text>
                  <Typography.Text type="secondary">{day.format(t('dashboard.holidayDateFormat'))}</Typography.Text>
                </div>
                {countdown(holiday.date)}
              </li>
            )
          })}
        </ul>
      )}
    </Card>
  )
}
