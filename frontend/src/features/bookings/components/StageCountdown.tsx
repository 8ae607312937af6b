import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined'
import Flex from 'antd/es/flex'
import Typography from 'antd/es/typography'
import { useTranslation } from 'react-i18next'

import type { BookingItem } from '../api/bookingList'
import { countdown } from '../lib/dates'
import { BookingStatus, Stage, stageLabelKey } from '../lib/status'
import { useNow } from '../lib/useNow'

function Remaining({ endsAt }: { endsAt: string }) {
  const { t } = useTranslation()
  const left = countdown(endsAt, useNow())
  if (left.over) return <Typography.Text type="secondary">{t('bookings.stage.ending')}</Typography.Text>
  return (
    <Typography.Text type="secondary" className="stage-countdown" aria-label={t('bookings.stage.endsIn', { time: left.text })}>
      <ClockCircleOutlined aria-hidden /> {left.text}
    </Typography.Text>
  )
}

/** The matching stage of a processing booking and the time left in it, ticking. */
export function StageCountdown({ booking }: { booking: Pick<BookingItem, 'status' | 'stage' | 'stageEndsAt'> }) {
  const { t } = useTranslation()
  if (booking.status !== BookingStatus.processing) return <Typography.Text type="secondary">—</Typography.Text>
  if (booking.stage === Stage.none) return <Typography.Text>{t('bookings.stage.waitingForYou')}</Typography.Text>
  return (
    <Flex vertical gap={0}>
      <Typography.Text>{t(stageLabelKey(booking.stage))}</Typography.Text>
      {booking.stageEndsAt && <Remaining endsAt={booking.stageEndsAt} />}
    </Flex>
  )
}
