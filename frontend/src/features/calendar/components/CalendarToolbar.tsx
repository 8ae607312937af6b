import './calendar.css'

import LeftOutlined from '@ant-design/icons/LeftOutlined'
import RightOutlined from '@ant-design/icons/RightOutlined'
import Button from 'antd/es/button'
import Flex from 'antd/es/flex'
import Segmented from 'antd/es/segmented'
import Typography from 'antd/es/typography'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import type { CalendarView } from '../lib/calendarRange'

interface CalendarToolbarProps {
  view: CalendarView
  title: string
  onView: (view: CalendarView) => void
  onShift: (step: -1 | 1) => void
  onToday: () => void
  /** More controls at the end of the bar (the page's own). */
  extra?: ReactNode
}

/** The period shown, the way to the one before and after, and month or week. */
export function CalendarToolbar({ view, title, onView, onShift, onToday, extra }: CalendarToolbarProps) {
  const { t } = useTranslation()
  return (
    <Flex className="calendar-toolbar" align="center" justify="space-between" gap={8} wrap>
      <Flex align="center" gap={8} wrap>
        <Flex gap={4}>
          <Button
            icon={<LeftOutlined />}
            aria-label={view === 'month' ? t('calendar.previousMonth') : t('calendar.previousWeek')}
            onClick={() => onShift(-1)}
          />
          <Button onClick={onToday}>{t('calendar.today')}</Button>
          <Button
            icon={<RightOutlined />}
            aria-label={view === 'month' ? t('calendar.nextMonth') : t('calendar.nextWeek')}
            onClick={() => onShift(1)}
          />
        </Flex>
        <Typography.Title level={4} className="calendar-toolbar__title" aria-live="polite">
          {title}
        </Typography.Title>
      </Flex>
      <Flex align="center" gap={8} wrap>
        <Segmented<CalendarView>
          value={view}
          onChange={onView}
          options={[
            { value: 'month', label: t('calendar.month') },
            { value: 'week', label: t('calendar.week') },
          ]}
        />
        {extra}
      </Flex>
    </Flex>
  )
}
