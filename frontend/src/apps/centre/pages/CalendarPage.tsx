import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import Card from 'antd/es/card'
import Spin from 'antd/es/spin'
import dayjs, { type Dayjs } from 'dayjs'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'

import { useCalendarList } from '@/features/calendar/api/calendarList'
import { CalendarLegend } from '@/features/calendar/components/CalendarLegend'
import { CalendarToolbar } from '@/features/calendar/components/CalendarToolbar'
import { DayAgenda } from '@/features/calendar/components/DayAgenda'
import { MonthView } from '@/features/calendar/components/MonthView'
import { WeekView } from '@/features/calendar/components/WeekView'
import { CalendarFeedButton } from '@/features/calendarFeed/components/CalendarFeedButton'
import {
  type CalendarView,
  DATE_FORMAT,
  indexByDate,
  localeWeekStart,
  shiftAnchor,
  visibleRange,
  weekDates,
} from '@/features/calendar/lib/calendarRange'
import { zonedDate } from '@/shared/lib/platformTime'
import { useWindowWidth } from '@/shared/lib/viewport'
import { useSession } from '@/shared/session/sessionStore'

/** Below this width the month is a small calendar with the chosen day's bookings under it. */
const COMPACT_WIDTH = 768

function anchorFrom(text: string | null, today: string): Dayjs {
  const date = text && /^\d{4}-\d{2}-\d{2}$/.test(text) ? dayjs(text) : null
  return date?.isValid() ? date : dayjs(today)
}

/** Calendar: the centre's booking days and job records by month or week, public holidays marked. */
export default function CalendarPage() {
  const { t } = useTranslation()
  const { user } = useSession()
  const [params, setParams] = useSearchParams()
  // Today in the platform's zone (New Zealand), wherever the browser is.
  const [today] = useState(() => zonedDate(Date.now()))
  const view: CalendarView = params.get('view') === 'week' ? 'week' : 'month'
  const anchor = anchorFrom(params.get('date'), today)
  const anchorText = anchor.format(DATE_FORMAT)
  // The week starts as the language's calendar starts it (Sunday in English, Monday in Chinese).
  const weekStart = localeWeekStart(dayjs.locale())
  const compact = useWindowWidth() < COMPACT_WIDTH

  const range = visibleRange(view, anchor, weekStart)
  const calendar = useCalendarList(range)
  const days = useMemo(() => indexByDate(calendar.data?.days ?? []), [calendar.data])

  const show = (nextView: CalendarView, nextAnchor: Dayjs) => {
    const next: Record<string, string> = {}
    if (nextView === 'week') next.view = 'week'
    if (nextAnchor.format(DATE_FORMAT) !== today) next.date = nextAnchor.format(DATE_FORMAT)
    setParams(next, { replace: true })
  }

  const dates = weekDates(anchor, weekStart)
  const title =
    view === 'month'
      ? anchor.format(t('calendar.monthFormat'))
      : t('calendar.weekTitle', {
          from: dayjs(dates[0]).format(t('calendar.dateFormat')),
          to: dayjs(dates[6]).format(t('calendar.dateFormat')),
        })

  return (
    <Card variant="borderless" className="calendar-page">
      <CalendarToolbar
        view={view}
        title={title}
        onView={(nextView) => show(nextView, anchor)}
        onShift={(step) => show(view, shiftAnchor(view, anchor, step))}
        onToday={() => show(view, dayjs(today))}
        extra={<CalendarFeedButton calendarName={user?.realName ?? ''} />}
      />
      {calendar.isError && (
        <Alert
          type="warning"
          showIcon
          className="calendar-page__error"
          title={t('calendar.loadFailed')}
          action={
            <Button size="small" onClick={() => void calendar.refetch()}>
              {t('calendar.retry')}
            </Button>
          }
        />
      )}
      <Spin spinning={calendar.isFetching}>
        {view === 'month' ? (
          <>
            <MonthView
              anchor={anchor}
              today={today}
              days={days}
              compact={compact}
              onSelectDate={(date) => show('month', date)}
              onShowWeek={(date) => show('week', date)}
            />
            {compact && <DayAgenda date={anchor} day={days.get(anchorText)} />}
          </>
        ) : (
          <WeekView dates={dates} today={today} days={days} />
        )}
      </Spin>
      <CalendarLegend />
    </Card>
  )
}
