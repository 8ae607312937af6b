import CheckOutlined from '@ant-design/icons/CheckOutlined'
import CloseCircleOutlined from '@ant-design/icons/CloseCircleOutlined'
import GlobalOutlined from '@ant-design/icons/GlobalOutlined'
import RedoOutlined from '@ant-design/icons/RedoOutlined'
import RiseOutlined from '@ant-design/icons/RiseOutlined'
import SplitCellsOutlined from '@ant-design/icons/SplitCellsOutlined'
import App from 'antd/es/app'
import Button from 'antd/es/button'
import Flex from 'antd/es/flex'
import Popconfirm from 'antd/es/popconfirm'
import Typography from 'antd/es/typography'
import { useTranslation } from 'react-i18next'
import { useHref, useNavigate } from 'react-router'

import { useBoostBooking } from '../api/boostBooking'
import type { BookingDetail } from '../api/bookingDetail'
import { useConfirmAllPrices } from '../api/confirmAllPrices'
import { useMakePublic } from '../api/makePublic'
import { useSplitBooking } from '../api/splitBooking'
import {
  bookingDetailPath,
  canBoost,
  canCancelBooking,
  canConfirmAll,
  canConfirmPrice,
  canMakePublic,
  canRepost,
  canSplit,
  repostPath,
} from '../lib/actions'
import { money, rateText } from '../lib/format'
import { useNow } from '../lib/useNow'

interface BookingActionsProps {
  detail: BookingDetail
  onCancel: () => void
}

/** What the centre can do with the booking as it stands. */
export function BookingActions({ detail, onCancel }: BookingActionsProps) {
  const { t } = useTranslation()
  const { message, modal } = App.useApp()
  const navigate = useNavigate()
  const now = useNow(30_000)
  const { booking } = detail
  const confirmAll = useConfirmAllPrices()
  const boost = useBoostBooking()
  const makePublic = useMakePublic()
  const split = useSplitBooking()
  // The Standard Booking path holds a space: keep the link a valid URL.
  const repostHref = encodeURI(useHref(repostPath(booking)))
  const waiting = detail.invites.filter((invite) => canConfirmPrice(booking, invite)).length
  const ref = { bookingId: booking.bookingId }

  const askBoost = () => {
    modal.confirm({
      title: t('bookings.boost.title', { id: booking.bookingId }),
      icon: <RiseOutlined />,
      content: (
        <Flex vertical gap={8}>
          <Typography.Text>
            {t('bookings.boost.currentRate', { rate: rateText(t, booking.hourlyRate, booking.boostIncentive) })}
          </Typography.Text>
          <Typography.Text>
            {t('bookings.boost.incentive', { incentive: money(detail.boostOffer) })}
          </Typography.Text>
          <Typography.Text type="secondary">{t('bookings.boost.reach')}</Typography.Text>
        </Flex>
      ),
      okText: t('bookings.boost.ok'),
      cancelText: t('common.cancel'),
      onOk: () =>
        boost.mutateAsync(ref).then((answer) => {
          void message.success(
            t('bookings.boost.done', { rate: rateText(t, answer.booking.hourlyRate, answer.booking.boostIncentive) }),
          )
        }),
      onCancel: () => void message.info(t('common.operationCanceled')),
    })
  }

  return (
    <Flex gap={8} wrap className="booking-actions">
      {canConfirmAll(detail) && (
        <Popconfirm
          title={t('bookings.actions.confirmAllTitle')}
          description={t('bookings.actions.confirmAllText', { waiting })}
          okText={t('bookings.actions.confirmAllOk')}
          cancelText={t('common.cancel')}
          onConfirm={() =>
            confirmAll.mutateAsync(ref).then((answer) => {
              void message.success(t('bookings.actions.confirmAllDone', { confirmed: answer.confirmed }))
              answer.skipped.forEach((skipped) => void message.warning(skipped))
            })
          }
        >
          <Button type="primary" icon={<CheckOutlined />} loading={confirmAll.isPending}>
            {t('bookings.actions.confirmAll')}
          </Button>
        </Popconfirm>
      )}
      {canBoost(booking, now) && (
        <Button icon={<RiseOutlined />} onClick={askBoost} loading={boost.isPending}>
          {t('bookings.actions.boost')}
        </Button>
      )}
      {canMakePublic(booking, now) && (
        <Popconfirm
          title={t('bookings.actions.makePublicTitle')}
          description={t('bookings.actions.makePublicText')}
          okText={t('bookings.actions.makePublicOk')}
          cancelText={t('common.cancel')}
          onConfirm={() =>
            makePublic.mutateAsync(ref).then(() => void message.success(t('bookings.actions.makePublicDone')))
          }
        >
          <Button icon={<GlobalOutlined />} loading={makePublic.isPending}>
            {t('bookings.actions.makePublic')}
          </Button>
        </Popconfirm>
      )}
      {canSplit(booking, now) && (
        <Popconfirm
          title={t('bookings.actions.splitTitle')}
          description={t('bookings.actions.splitText', {
            confirmed: booking.confirmedTeachers,
            missing: booking.numberOfTeachers - booking.confirmedTeachers,
          })}
          okText={t('bookings.actions.splitOk')}
          cancelText={t('common.cancel')}
          onConfirm={() =>
            split.mutateAsync(ref).then((rest) => {
              void message.success(t('bookings.actions.splitDone', { id: rest.booking.bookingId }))
              void navigate(bookingDetailPath(rest.booking.bookingId))
            })
          }
        >
          <Button icon={<SplitCellsOutlined />} loading={split.isPending}>
            {t('bookings.actions.split')}
          </Button>
        </Popconfirm>
      )}
      {canRepost(booking) && (
        <Button icon={<RedoOutlined />} href={repostHref}>
          {t('bookings.actions.repost')}
        </Button>
      )}
      {canCancelBooking(booking, now) && (
        <Button danger icon={<CloseCircleOutlined />} onClick={onCancel}>
          {t('bookings.actions.cancel')}
        </Button>
      )}
    </Flex>
  )
}
