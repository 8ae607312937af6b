import './availability.css'

import LeftOutlined from '@ant-design/icons/LeftOutlined'
import RightOutlined from '@ant-design/icons/RightOutlined'
import Button from 'antd/es/button'
import Calendar from 'antd/es/calendar'
import Flex from 'antd/es/flex'
import Typography from 'antd/es/typography'
import type { Dayjs } from 'dayjs'
import { useTranslation } from 'react-i18next'

import type { UnavailableTime } from '../api/availabilityList'
import { coversWholeDay } from '../lib/spanRules'

interface AvailabilityCalendarProps {
  /** The selected day (its date is a New Zealand date). */
  value: Dayjs
  /** The unavailable times of each date shown. */
  marks: Map<string, UnavailableTime[]>
  /** A day of the month before this one cannot be chosen. */
  today: string
  onSelect: (day: Dayjs) => void
}

/**
 * A month of days (Ant Design's Calendar, month view) with the days marked
 * unavailable: a full disc for a whole day, a dot for part of one.
 */
export function AvailabilityCalendar({ value, marks, today, onSelect }: AvailabilityCalendarProps) {
  const { t } = useTranslation()

  return (
    <Calendar
      fullscreen={false}
      mode="month"
      value={value}
      className="availability-calendar"
      onSelect={(day) => onSelect(day)}
      headerRender={({ value: month, onChange }) => (
        <Flex justify="space-between" align="center" className="availability-calendar__header">
          <Button
            type="text"
            icon={<LeftOutlined />}
            aria-label={t('teacherAvailability.calendar.previous')}
            onClick={() => onChange(month.subtract(1, 'month'))}
          />
          <Typography.Text strong aria-live="polite">
            {month.format(t('teacherAvailability.format.month'))}
          </Typography.Text>
          <Button
            type="text"
            icon={<RightOutlined />}
            aria-label={t('teacherAvailability.calendar.next')}
            onClick={() => onChange(month.add(1, 'month'))}
          />
        </Flex>
      )}
      fullCellRender={(day, info) => {
        if (info.type !== 'date') return info.originNode
        const date = day.format('YYYY-MM-DD')
        const spans = marks.get(date) ?? []
        const whole = spans.some((span) => coversWholeDay(span, date))
        const past = date < today
        const label = spans.length
          ? t(whole ? 'teacherAvailability.calendar.dayOff' : 'teacherAvailability.calendar.partDay', {
              date: day.format(t('teacherAvailability.format.day')),
            })
          : undefined
        return (
          <div
            className={[
              'ant-picker-cell-inner',
              'availability-cell',
              whole ? 'availability-cell--off' : '',
              spans.length && !whole ? 'availability-cell--part' : '',
              past ? 'availability-cell--past' : '',
            ]
              .filter(Boolean)
              .join(' ')}
            aria-label={label}
            title={label}
          >
            <span className="availability-cell__date">{day.date()}</span>
            {spans.length > 0 && <span className="availability-cell__dot" aria-hidden />}
          </div>
        )
      }}
    />
  )
}
