import '@/shared/ui/phone.css'
import './availability.css'

import PlusOutlined from '@ant-design/icons/PlusOutlined'
import App from 'antd/es/app'
import Button from 'antd/es/button'
import Card from 'antd/es/card'
import Drawer from 'antd/es/drawer'
import Flex from 'antd/es/flex'
import Typography from 'antd/es/typography'
import dayjs, { type Dayjs } from 'dayjs'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { zonedDate } from '@/shared/lib/platformTime'
import { useNow } from '@/shared/lib/useNow'

import type { AddedUnavailableTime } from '../api/addUnavailable'
import { useAvailability } from '../api/availabilityList'
import { useDeleteUnavailable } from '../api/deleteUnavailable'
import { spansByDate, visibleRange } from '../lib/spanRules'
import { AddUnavailableForm } from './AddUnavailableForm'
import { AvailabilityCalendar } from './AvailabilityCalendar'
import { UnavailableList } from './UnavailableList'

interface AvailabilityPanelProps {
  /** Opens the teacher's jobs (after a time marked over a booked job). */
  onOpenJobs: () => void
}

/**
 * The month calendar of unavailable times, the chosen day's times and the
 * month's, and the form to add one. Matching never invites the teacher for a
 * time marked here.
 */
export function AvailabilityPanel({ onOpenJobs }: AvailabilityPanelProps) {
  const { t } = useTranslation()
  const { modal, message } = App.useApp()
  const now = useNow(60_000)
  const today = zonedDate(now)
  const [selected, setSelected] = useState<Dayjs>(() => dayjs(today))
  const [adding, setAdding] = useState(false)
  const [deletingId, setDeletingId] = useState<number | null>(null)
  const range = visibleRange(selected.format('YYYY-MM-DD'))
  const availability = useAvailability(range)
  const remove = useDeleteUnavailable()
  const spans = useMemo(() => availability.data ?? [], [availability.data])
  const marks = useMemo(() => spansByDate(spans), [spans])
  const selectedDate = selected.format('YYYY-MM-DD')
  const month = selected.format('YYYY-MM')
  const daySpans = marks.get(selectedDate) ?? []
  const monthSpans = spans.filter(
    (span) => zonedDate(span.startsAt).startsWith(month) || zonedDate(Date.parse(span.endsAt) - 1).startsWith(month),
  )

  const added = (result: AddedUnavailableTime) => {
    setAdding(false)
    setSelected(dayjs(zonedDate(result.startsAt)))
    if (result.overlapsJob) {
      modal.confirm({
        title: t('teacherAvailability.overlapsJob.title'),
        content: t('teacherAvailability.overlapsJob.body'),
        okText: t('teacherAvailability.overlapsJob.openJobs'),
        cancelText: t('teacherAvailability.overlapsJob.later'),
        onOk: onOpenJobs,
      })
    } else {
      void message.success(t('teacherAvailability.added'))
    }
  }

  const deleteSpan = (id: number) => {
    setDeletingId(id)
    remove.mutate(
      { id },
      {
        onSuccess: () => void message.success(t('teacherAvailability.deleted')),
        onSettled: () => setDeletingId(null),
      },
    )
  }

  return (
    <Flex vertical gap={12}>
      <Card className="teacher-card availability-card">
        <AvailabilityCalendar value={selected} marks={marks} today={today} onSelect={setSelected} />
        <Flex gap={16} className="availability-legend" aria-hidden>
          <span>
            <span className="availability-legend__swatch availability-legend__swatch--off" />
            {t('teacherAvailability.legend.dayOff')}
          </span>
          <span>
            <span className="availability-legend__swatch availability-legend__swatch--part" />
            {t('teacherAvailability.legend.partDay')}
          </span>
        </Flex>
      </Card>

      <Button type="primary" size="large" block icon={<PlusOutlined />} onClick={() => setAdding(true)}>
        {t('teacherAvailability.add')}
      </Button>

      <Card
        className="teacher-card"
        title={selected.format(t('teacherAvailability.format.day'))}
        role="region"
        aria-label={t('teacherAvailability.list.dayLabel')}
      >
        <UnavailableList
          spans={daySpans}
          emptyText={t('teacherAvailability.list.dayFree')}
          deletingId={deletingId}
          onDelete={(span) => deleteSpan(span.id)}
        />
      </Card>

      <Card className="teacher-card" title={t('teacherAvailability.list.monthTitle', { month: selected.format(t('teacherAvailability.format.month')) })}>
        <UnavailableList
          spans={monthSpans}
          emptyText={t('teacherAvailability.list.monthFree')}
          deletingId={deletingId}
          onDelete={(span) => deleteSpan(span.id)}
        />
      </Card>

      <Typography.Paragraph type="secondary" className="teacher-footnote">
        {t('teacherAvailability.footnote')}
      </Typography.Paragraph>

      <Drawer
        open={adding}
        placement="bottom"
        size="auto"
        title={t('teacherAvailability.form.title')}
        onClose={() => setAdding(false)}
        destroyOnHidden
        className="teacher-sheet"
      >
        <AddUnavailableForm
          initialDate={selectedDate}
          today={today}
          existing={spans}
          onAdded={added}
          onCancel={() => setAdding(false)}
        />
      </Drawer>
    </Flex>
  )
}
