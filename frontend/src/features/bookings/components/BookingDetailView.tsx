import ReloadOutlined from '@ant-design/icons/ReloadOutlined'
import SyncOutlined from '@ant-design/icons/SyncOutlined'
import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import Card from 'antd/es/card'
import Col from 'antd/es/col'
import Flex from 'antd/es/flex'
import Result from 'antd/es/result'
import Row from 'antd/es/row'
import Skeleton from 'antd/es/skeleton'
import Typography from 'antd/es/typography'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { type BookingDetail, type JobRecordItem, useBookingDetail } from '../api/bookingDetail'
import type { BookingDictionaries } from '../lib/dictionaries'
import { bookingWhen, plainDateText, rateText } from '../lib/format'
import { canConfirmAll } from '../lib/actions'
import { BookingStatus, workFinished } from '../lib/status'
import { timeToFillText } from '../lib/timeToFill'
import { BookingActions } from './BookingActions'
import { BookingRequirements } from './BookingRequirements'
import { CancelDialog, type CancelTarget } from './CancelDialog'
import { DayTable } from './DayTable'
import { ExtendDialog } from './ExtendDialog'
import { InviteTable } from './InviteTable'
import { JobRecordTable } from './JobRecordTable'
import { MatchingTimeline } from './MatchingTimeline'
import { StageCountdown } from './StageCountdown'
import { BookingStatusTag } from './StatusTags'

import './bookings.css'

interface BookingDetailViewProps {
  bookingId: number
  dictionaries: BookingDictionaries
  /** Back to the list the centre came from. */
  backTo?: () => void
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex vertical gap={0} className="booking-fact">
      <Typography.Text type="secondary" className="booking-fact__label">
        {label}
      </Typography.Text>
      <div className="booking-fact__value">{children}</div>
    </Flex>
  )
}

function Summary({ detail, onCancel }: { detail: BookingDetail; onCancel: () => void }) {
  const { t } = useTranslation()
  const { booking } = detail
  const when = bookingWhen(t, booking)
  const processing = booking.status === BookingStatus.processing
  return (
    <Card variant="borderless" className="booking-summary">
      <Flex vertical gap={12}>
        <Flex justify="space-between" align="flex-start" gap={12} wrap>
          <Flex vertical gap={2}>
            <Flex gap={8} align="center" wrap>
              <Typography.Title level={4} className="booking-summary__title">
                {t('bookings.list.bookingNo', { id: booking.bookingId })}
              </Typography.Title>
              <BookingStatusTag status={booking.status} ended={workFinished(detail.jobRecords.map((record) => record.status))} />
            </Flex>
            <Typography.Text>{when.dates}</Typography.Text>
            <Typography.Text type="secondary">{when.hours}</Typography.Text>
          </Flex>
          <BookingActions detail={detail} onCancel={onCancel} />
        </Flex>
        <Flex gap={24} wrap className="booking-summary__facts">
          <Fact label={t('bookings.list.days')}>{booking.days}</Fact>
          <Fact label={t('bookings.list.confirmed')}>
            {t('bookings.list.confirmedOf', { confirmed: booking.confirmedTeachers, asked: booking.numberOfTeachers })}
          </Fact>
          <Fact label={t('bookings.list.interested')}>{booking.interestedTeachers}</Fact>
          <Fact label={t('bookings.detail.invited')}>{booking.invitedTeachers}</Fact>
          <Fact label={t('bookings.list.rate')}>{rateText(t, booking.hourlyRate, booking.boostIncentive)}</Fact>
          <Fact label={t('bookings.detail.timeToFill')}>
            <span title={t('bookings.detail.timeToFillHint')}>
              {timeToFillText(t, detail.fillSeconds, processing)}
            </span>
          </Fact>
          {processing && (
            <Fact label={t('bookings.list.stage')}>
              <StageCountdown booking={booking} />
            </Fact>
          )}
        </Flex>
        {processing && (
          <Typography.Text type="secondary" className="booking-summary__live">
            <SyncOutlined spin aria-hidden /> {t('bookings.detail.live')}
          </Typography.Text>
        )}
      </Flex>
    </Card>
  )
}

/** One booking: what it asks for, who was invited and booked, what happened, and what the centre can do now. */
export function BookingDetailView({ bookingId, dictionaries, backTo }: BookingDetailViewProps) {
  const { t } = useTranslation()
  const detail = useBookingDetail(bookingId)
  const [cancelTarget, setCancelTarget] = useState<CancelTarget | null>(null)
  const [extending, setExtending] = useState<JobRecordItem | null>(null)

  if (!(bookingId > 0)) {
    return (
      <Result
        status="404"
        title={t('bookings.detail.notFound')}
        extra={backTo && <Button onClick={backTo}>{t('bookings.detail.back')}</Button>}
      />
    )
  }
  if (detail.isPending) {
    return (
      <Card variant="borderless">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    )
  }
  if (detail.isError || !detail.data) {
    return (
      <Result
        status="warning"
        title={t('bookings.detail.loadFailed')}
        extra={
          <Flex gap={8} justify="center" wrap>
            <Button icon={<ReloadOutlined />} onClick={() => void detail.refetch()}>
              {t('bookings.actions.retry')}
            </Button>
            {backTo && <Button onClick={backTo}>{t('bookings.detail.back')}</Button>}
          </Flex>
        }
      />
    )
  }

  const data = detail.data
  // Interested teachers waiting for the centre come first, right under the summary.
  const waiting = canConfirmAll(data)
  const invites = <InviteTable detail={data} />
  const cancelRecord = (record: JobRecordItem) =>
    setCancelTarget({
      bookingId: data.booking.bookingId,
      jobRecordId: record.jobRecordId,
      title: t('bookings.cancel.recordTitle', { teacher: record.teacher.name, date: plainDateText(t, record.date) }),
    })

  return (
    <Flex vertical gap={16} className="booking-detail">
      <Summary
        detail={data}
        onCancel={() =>
          setCancelTarget({
            bookingId: data.booking.bookingId,
            jobRecordId: null,
            title: t('bookings.cancel.bookingTitle', { id: data.booking.bookingId }),
          })
        }
      />
      {detail.isRefetchError && <Alert type="warning" showIcon title={t('bookings.detail.staleData')} />}
      {waiting && invites}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <BookingRequirements detail={data} dictionaries={dictionaries} />
        </Col>
        <Col xs={24} xl={10}>
          <MatchingTimeline timeline={data.timeline} reasonLabel={dictionaries.reasonLabel} />
        </Col>
      </Row>
      {data.dayList.length > 0 && <DayTable days={data.dayList} />}
      {!waiting && invites}
      <JobRecordTable detail={data} reasonLabel={dictionaries.reasonLabel} onExtend={setExtending} onCancel={cancelRecord} />
      <Flex justify="flex-end">
        <Button icon={<ReloadOutlined />} loading={detail.isFetching} onClick={() => void detail.refetch()}>
          {t('bookings.actions.refresh')}
        </Button>
      </Flex>
      <CancelDialog
        target={cancelTarget}
        reasons={dictionaries.cancelReasons}
        reasonsLoading={dictionaries.cancelReasonsLoading}
        onClose={() => setCancelTarget(null)}
      />
      <ExtendDialog record={extending} onClose={() => setExtending(null)} />
    </Flex>
  )
}
