import Card from 'antd/es/card'
import Descriptions from 'antd/es/descriptions'
import Drawer from 'antd/es/drawer'
import Empty from 'antd/es/empty'
import Flex from 'antd/es/flex'
import Result from 'antd/es/result'
import Skeleton from 'antd/es/skeleton'
import Tag from 'antd/es/tag'
import Timeline from 'antd/es/timeline'
import Typography from 'antd/es/typography'
import { useTranslation } from 'react-i18next'

import { formatInZone } from '@/shared/lib/platformTime'

import { type DeskDetail, type DeskTarget, type TimelineEntry, useDeskDetail, useOperationRecords } from '../api/deskDetails'
import { StatusTag } from './StatusTag'

const TIME = 'YYYY-MM-DD HH:mm'

function facts(data: Record<string, unknown>): string {
  return Object.entries(data)
    .map(([key, value]) => `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
    .join(' · ')
}

function TimelineCard({ entries }: { entries: TimelineEntry[] }) {
  const { t } = useTranslation()
  return (
    <Card size="small" title={t('adminBookings.timeline')}>
      {entries.length ? (
        <section aria-label={t('adminBookings.timeline')}>
          <Timeline
            items={entries.map((entry, index) => ({
              key: `${entry.at}-${index}`,
              content: (
                <Flex vertical gap={0}>
                  <Typography.Text code>{entry.kind}</Typography.Text>
                  <Typography.Text type="secondary">{formatInZone(entry.at, TIME)}</Typography.Text>
                  {Object.keys(entry.data).length > 0 && <Typography.Text type="secondary">{facts(entry.data)}</Typography.Text>}
                </Flex>
              ),
            }))}
          />
        </section>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('adminBookings.noTimeline')} />
      )}
    </Card>
  )
}

function OperationsCard({ bookingId }: { bookingId: number }) {
  const { t } = useTranslation()
  const operations = useOperationRecords(bookingId)
  return (
    <Card size="small" title={t('adminBookings.operations')}>
      {operations.isPending ? (
        <Skeleton active />
      ) : operations.data?.length ? (
        <section aria-label={t('adminBookings.operations')}>
          <Timeline
            items={operations.data.map((record, index) => ({
              key: `${record.at}-${index}`,
              color: record.source === 'audit' ? 'red' : 'blue',
              content: (
                <Flex vertical gap={0}>
                  <Flex gap={6} align="center">
                    <Tag bordered={false}>{t(`adminBookings.source.${record.source === 'audit' ? 'audit' : 'timeline'}`)}</Tag>
                    <Typography.Text code>{record.kind}</Typography.Text>
                  </Flex>
                  <Typography.Text type="secondary">
                    {formatInZone(record.at, TIME)}
                    {record.actorEmail ? ` · ${record.actorEmail}` : ''}
                  </Typography.Text>
                </Flex>
              ),
            }))}
          />
        </section>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('adminBookings.noOperations')} />
      )}
    </Card>
  )
}

function Facts({ target, detail }: { target: DeskTarget; detail: DeskDetail }) {
  const { t } = useTranslation()
  const items = [
    { key: 'status', label: t('adminBookings.status.title'), children: <StatusTag table={target.kind} status={detail.status} /> },
    { key: 'bookingId', label: t('adminBookings.bookingId'), children: detail.bookingId },
    { key: 'centre', label: t('adminBookings.centre'), children: `${detail.centreName} (#${detail.centreId})` },
    ...('teacherName' in detail
      ? [{ key: 'teacher', label: t('adminBookings.teacher'), children: `${detail.teacherName} (#${detail.teacherId})` }]
      : []),
    { key: 'startsAt', label: t('adminBookings.startsAt'), children: formatInZone(detail.startsAt, TIME) },
    { key: 'endsAt', label: t('adminBookings.endsAt'), children: formatInZone(detail.endsAt, TIME) },
    { key: 'hourlyRate', label: t('adminBookings.hourlyRate'), children: `$${detail.hourlyRate}` },
    ...('workingHours' in detail
      ? [
          { key: 'workingHours', label: t('adminBookings.workingHours'), children: detail.workingHours },
          { key: 'grossPayment', label: t('adminBookings.grossPayment'), children: `$${detail.grossPayment}` },
        ]
      : []),
    ...('notes' in detail && detail.notes ? [{ key: 'notes', label: t('adminBookings.notes'), children: detail.notes }] : []),
    ...('cancelReason' in detail && detail.cancelReason
      ? [{ key: 'cancelReason', label: t('adminBookings.cancelReason'), children: detail.cancelReason }]
      : []),
  ]
  return <Descriptions size="small" column={1} bordered items={items} />
}

interface DeskDetailDrawerProps {
  /** The row to show; null: closed. */
  target: DeskTarget | null
  onClose: () => void
}

/** A booking, an invite or a job record: its facts, its booking's timeline and the operation records. */
export function DeskDetailDrawer({ target, onClose }: DeskDetailDrawerProps) {
  const { t } = useTranslation()
  const detail = useDeskDetail(target)
  return (
    <Drawer
      open={target !== null}
      onClose={onClose}
      size={640}
      title={target ? t(`adminBookings.detailTitle.${target.kind}`, { id: target.id }) : null}
      destroyOnHidden
    >
      {target === null ? null : detail.isPending ? (
        <Skeleton active />
      ) : detail.isError || !detail.data ? (
        <Result status="warning" title={t('adminBookings.detailFailed')} />
      ) : (
        <Flex vertical gap={16}>
          <Facts target={target} detail={detail.data} />
          <TimelineCard entries={detail.data.timeline} />
          <OperationsCard bookingId={detail.data.bookingId} />
        </Flex>
      )}
    </Drawer>
  )
}
