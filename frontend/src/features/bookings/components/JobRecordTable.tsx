import Button from 'antd/es/button'
import Card from 'antd/es/card'
import Flex from 'antd/es/flex'
import Typography from 'antd/es/typography'
import { useTranslation } from 'react-i18next'

import { actionsColumn, type CardColumns, statusColumn } from '@/shared/ui/cardColumns'
import { EmptyNote, ResponsiveTable } from '@/shared/ui/ResponsiveTable'

import type { BookingDetail, JobRecordItem } from '../api/bookingDetail'
import { canCancelJobRecord, canExtend, extensionPending } from '../lib/actions'
import { money, plainDateText, timeText } from '../lib/format'
import { JobRecordStatus } from '../lib/status'
import { useNow } from '../lib/useNow'
import { JobRecordStatusTag } from './StatusTags'

interface JobRecordTableProps {
  detail: BookingDetail
  reasonLabel: (reason: string) => string
  onExtend: (record: JobRecordItem) => void
  onCancel: (record: JobRecordItem) => void
}

/** What is known about a day beyond its status: an extension, a leave or a cancellation. */
function RecordNotes({ record, reasonLabel }: { record: JobRecordItem; reasonLabel: (reason: string) => string }) {
  const { t } = useTranslation()
  const notes: string[] = []
  if (extensionPending(record) && record.extensionEndsAt) {
    notes.push(t('bookings.jobRecords.extensionWaiting', { time: timeText(t, record.extensionEndsAt) }))
  } else if (record.extensionAnswer === 0 && record.extensionEndsAt) {
    notes.push(t('bookings.jobRecords.extensionDeclined', { time: timeText(t, record.extensionEndsAt) }))
  }
  if (record.status === JobRecordStatus.leave && record.leaveReason) {
    notes.push(t('bookings.jobRecords.leaveReason', { reason: record.leaveReason }))
  }
  if (record.status === JobRecordStatus.canceled) {
    if (record.cancelReason) notes.push(t('bookings.jobRecords.cancelReason', { reason: reasonLabel(record.cancelReason) }))
    notes.push(
      record.cancelFee && Number(record.cancelFee) > 0
        ? t('bookings.jobRecords.cancelFee', { fee: money(record.cancelFee) })
        : t('bookings.jobRecords.noCancelFee'),
    )
  }
  if (!notes.length) return <Typography.Text type="secondary">—</Typography.Text>
  return (
    <Flex vertical gap={0}>
      {notes.map((note) => (
        <Typography.Text key={note} type="secondary">
          {note}
        </Typography.Text>
      ))}
    </Flex>
  )
}

/** One job record per booked teacher and day, with extension and cancellation where they apply. */
export function JobRecordTable({ detail, reasonLabel, onExtend, onCancel }: JobRecordTableProps) {
  const { t } = useTranslation()
  const now = useNow(30_000)
  const columns: CardColumns<JobRecordItem> = [
    {
      key: 'date',
      title: t('bookings.jobRecords.date'),
      fixed: 'left',
      card: 'lead',
      render: (_, record) => plainDateText(t, record.date),
    },
    {
      key: 'teacher',
      title: t('bookings.jobRecords.teacher'),
      card: 'title',
      render: (_, record) => <Typography.Text strong>{record.teacher.name}</Typography.Text>,
    },
    {
      key: 'hours',
      title: t('bookings.jobRecords.hours'),
      render: (_, record) =>
        t('bookings.format.timeRange', { from: timeText(t, record.startsAt), to: timeText(t, record.endsAt) }),
    },
    {
      key: 'rate',
      title: t('bookings.jobRecords.rate'),
      align: 'right',
      render: (_, record) => t('bookings.format.perHour', { amount: money(record.hourlyRate) }),
    },
    statusColumn(t('bookings.jobRecords.status'), (record) => <JobRecordStatusTag status={record.status} />),
    {
      key: 'notes',
      title: t('bookings.jobRecords.notes'),
      render: (_, record) => <RecordNotes record={record} reasonLabel={reasonLabel} />,
    },
    actionsColumn(t('bookings.jobRecords.actions'), (record) => (
      <Flex gap={4} wrap>
        {canExtend(record, now) && (
          <Button size="small" onClick={() => onExtend(record)} aria-label={t('bookings.jobRecords.extendFor', { teacher: record.teacher.name })}>
            {t('bookings.jobRecords.extend')}
          </Button>
        )}
        {canCancelJobRecord(detail.booking, record, now) && (
          <Button
            size="small"
            danger
            onClick={() => onCancel(record)}
            aria-label={t('bookings.jobRecords.cancelFor', { teacher: record.teacher.name })}
          >
            {t('bookings.jobRecords.cancel')}
          </Button>
        )}
      </Flex>
    ), { fixed: 'right' }),
  ]

  return (
    <Card variant="borderless" title={t('bookings.jobRecords.title')} className="booking-section">
      <section aria-label={t('bookings.jobRecords.title')}>
        <ResponsiveTable<JobRecordItem>
          rowKey="jobRecordId"
          size="small"
          columns={columns}
          rows={detail.jobRecords}
          label={t('bookings.jobRecords.title')}
          empty={<EmptyNote text={t('bookings.jobRecords.empty')} />}
        />
      </section>
    </Card>
  )
}
