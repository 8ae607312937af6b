import Card from 'antd/es/card'
import Empty from 'antd/es/empty'
import Flex from 'antd/es/flex'
import Timeline from 'antd/es/timeline'
import Typography from 'antd/es/typography'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

import { timelineEntry } from '@/shared/ui/bookingTimeline/timelineEntry'

import type { TimelineItem } from '../api/bookingDetail'
import { bookingDetailPath } from '../lib/actions'
import { dateTimeText } from '../lib/format'

interface MatchingTimelineProps {
  timeline: TimelineItem[]
  reasonLabel: (reason: string) => string
}

/** What happened to the booking, oldest first, worded in the current language. */
export function MatchingTimeline({ timeline, reasonLabel }: MatchingTimelineProps) {
  const { t } = useTranslation()
  const items = timeline.map((item, index) => {
    const entry = timelineEntry(item, t, { reasonLabel })
    return {
      key: `${item.at}-${item.kind}-${index}`,
      color: entry.color,
      content: (
        <Flex vertical gap={0} className="timeline-entry">
          <Typography.Text>{entry.text}</Typography.Text>
          <Typography.Text type="secondary" className="timeline-entry__time">
            {dateTimeText(t, item.at)}
          </Typography.Text>
          {entry.bookingIds.length > 0 && (
            <Flex gap={8} wrap>
              {entry.bookingIds.map((id) => (
                <Link key={id} to={bookingDetailPath(id)}>
                  {t('bookings.detail.openBooking', { id })}
                </Link>
              ))}
            </Flex>
          )}
        </Flex>
      ),
    }
  })

  return (
    <Card variant="borderless" title={t('bookings.detail.timeline')} className="booking-section">
      {items.length ? (
        <section aria-label={t('bookings.detail.timeline')}>
          <Timeline items={items} />
        </section>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('bookings.detail.noTimeline')} />
      )}
    </Card>
  )
}
