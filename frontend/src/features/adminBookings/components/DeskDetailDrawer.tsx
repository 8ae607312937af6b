import SwapOutlined from '@ant-design/icons/SwapOutlined'
import { useQueryClient } from '@tanstack/react-query'
import App from 'antd/es/app'
import Button from 'antd/es/button'
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
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { usePermission } from '@/shared/authority/permission'
import { formatInZone } from '@/shared/lib/platformTime'
import { timelineEntry } from '@/shared/ui/bookingTimeline/timelineEntry'

import { type DeskDetail, type DeskTarget, type TimelineEntry, useDeskDetail, useOperationRecords } from '../api/deskDetails'
import { offersMove, offersRematch } from '../lib/staffActions'
import { MoveRecordDialog } from './MoveRecordDialog'
import { RematchButton } from './RematchButton'
import { StatusTag } from './StatusTag'

const TIME = 'YYYY-MM-DD HH:mm'

function TimelineCard({ entries }: { entries: TimelineEntry[] }) {
  const { t } = useTranslation()
  return (
    <Card size="small" title={t('adminBookings.timeline')}>
      {entries.length ? (
        <section aria-label={t('adminBookings.timeline')}>
          <Timeline
            items={entries.map((entry, index) => {
              const worded = timelineEntry(entry, t)
              return {
                key: `${entry.at}-${index}`,
                color: worded.color,
                content: (
                  <Flex vertical gap={0}>
                    <Typography.Text>{worded.text}</Typography.Text>
                    <Typography.Text type="secondary">{formatInZone(entry.at, TIME)}</Typography.Text>
                  </Flex>
                ),
              }
            })}
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
                    <Tag variant="filled">{t(`adminBookings.source.${record.source === 'audit' ? 'audit' : 'timeline'}`)}</Tag>
                    {record.source === 'audit' ? (
                      <Typography.Text code>{record.kind}</Typography.Text>
                    ) : (
                      <Typography.Text>{timelineEntry({ kind: record.kind, data: record.data ?? {} }, t).text}</Typography.Text>
                    )}
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

interface StaffActionsProps {
  target: DeskTarget
  detail: DeskDetail
  onChanged: () => void
}

/**
 * The staff's repairs the row allows, each shown only to staff holding its
 * permission: matching again for a booking still short of teachers, a move
 * to another teacher for an upcoming job record.
 */
function StaffActions({ target, detail, onChanged }: StaffActionsProps) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const mayRematch = usePermission('booking:rematch')
  const mayMove = usePermission(['booking:move', 'teacher:list'])
  const [moving, setMoving] = useState<{ jobRecordId: number; teacherId: number } | null>(null)
  const now = new Date()
  const rematch = target.kind === 'booking' && mayRematch && offersRematch(detail, now)
  const move = target.kind === 'jobRecord' && 'jobRecordId' in detail && mayMove && offersMove(detail, now) ? detail : null
  if (!rematch && !move) return null
  return (
    <Flex gap={8} wrap>
      {rematch && <RematchButton bookingId={detail.bookingId} onDone={onChanged} />}
      {move && (
        <Button icon={<SwapOutlined />} onClick={() => setMoving({ jobRecordId: move.jobRecordId, teacherId: move.teacherId })}>
          {t('adminBookings.move')}
        </Button>
      )}
      <MoveRecordDialog
        record={moving}
        onClose={() => setMoving(null)}
        onMoved={(moved) => {
          setMoving(null)
          void message.success(t('adminBookings.moved', { name: moved.teacherName }))
          onChanged()
        }}
      />
    </Flex>
  )
}

interface DeskDetailDrawerProps {
  /** The row to show; null: closed. */
  target: DeskTarget | null
  onClose: () => void
  /** A staff action changed the row (the lists refresh). */
  onChanged?: () => void
}

/** A booking, an invite or a job record: its facts, the staff's actions on it, its booking's timeline and the operation records. */
export function DeskDetailDrawer({ target, onClose, onChanged }: DeskDetailDrawerProps) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const detail = useDeskDetail(target)
  const changed = () => {
    void queryClient.invalidateQueries({ queryKey: ['adminBookings'] })
    onChanged?.()
  }
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
          <StaffActions target={target} detail={detail.data} onChanged={changed} />
          <Facts target={target} detail={detail.data} />
          <TimelineCard entries={detail.data.timeline} />
          <OperationsCard bookingId={detail.data.bookingId} />
        </Flex>
      )}
    </Drawer>
  )
}
