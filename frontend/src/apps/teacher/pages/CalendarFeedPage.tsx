import '@/shared/ui/phone.css'

import Card from 'antd/es/card'
import Typography from 'antd/es/typography'
import { useTranslation } from 'react-i18next'

import { CalendarFeedPanel } from '@/features/calendarFeed/components/CalendarFeedPanel'

/** The teacher's jobs as a calendar feed, under Me. */
export default function CalendarFeedPage() {
  const { t } = useTranslation()
  return (
    <Card className="teacher-card">
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('calendarFeed.title.teacher')}
      </Typography.Title>
      <CalendarFeedPanel owner="teacher" calendarName={t('teacherApp.name')} />
    </Card>
  )
}
