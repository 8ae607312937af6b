import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import Card from 'antd/es/card'
import Flex from 'antd/es/flex'
import Popconfirm from 'antd/es/popconfirm'
import Tag from 'antd/es/tag'
import Typography from 'antd/es/typography'
import { useTranslation } from 'react-i18next'

import { actionsColumn, type CardColumns, statusColumn } from '@/shared/ui/cardColumns'
import { EmptyNote, ResponsiveTable } from '@/shared/ui/ResponsiveTable'

import type { BookingDetail, InviteItem } from '../api/bookingDetail'
import { useConfirmPrice } from '../api/confirmPrice'
import { useWithdrawInvite } from '../api/withdrawInvite'
import { canConfirmPrice, canWithdrawInvite, waitingFirst } from '../lib/actions'
import { money, shortDateTimeText } from '../lib/format'
import { connectionSummary, stageLabelKey } from '../lib/status'
import { InviteStatusTag, MetaTag } from './StatusTags'

const RANK_COLOURS: Record<string, string> = { bronze: 'orange', silver: 'default', black: 'black' }

function Actions({ detail, invite }: { detail: BookingDetail; invite: InviteItem }) {
  const { t } = useTranslation()
  const confirm = useConfirmPrice()
  const withdraw = useWithdrawInvite()
  const name = invite.teacher.name
  const rate = t('bookings.format.perHour', { amount: money(invite.hourlyRate) })
  return (
    <Flex gap={4} wrap>
      {canConfirmPrice(detail.booking, invite) && (
        <Popconfirm
          title={t('bookings.invites.confirmTitle')}
          description={t('bookings.invites.confirmText', { teacher: name, rate })}
          okText={t('bookings.invites.confirmOk')}
          cancelText={t('common.cancel')}
          onConfirm={() => confirm.mutateAsync({ inviteId: invite.inviteId }).then(() => undefined)}
        >
          <Button type="primary" size="small" loading={confirm.isPending} aria-label={t('bookings.invites.confirmFor', { teacher: name })}>
            {t('bookings.invites.confirm')}
          </Button>
        </Popconfirm>
      )}
      {canWithdrawInvite(detail.booking, invite) && (
        <Popconfirm
          title={t('bookings.invites.withdrawTitle')}
          description={t('bookings.invites.withdrawText', { teacher: name })}
          okText={t('bookings.invites.withdrawOk')}
          okButtonProps={{ danger: true }}
          cancelText={t('common.cancel')}
          onConfirm={() => withdraw.mutateAsync({ inviteId: invite.inviteId }).then(() => undefined)}
        >
          <Button size="small" loading={withdraw.isPending} aria-label={t('bookings.invites.withdrawFor', { teacher: name })}>
            {t('bookings.invites.withdraw')}
          </Button>
        </Popconfirm>
      )}
    </Flex>
  )
}

/** The teachers invited: those waiting for the centre's confirmation first and highlighted, then the rest, nearest first within each stage. */
export function InviteTable({ detail }: { detail: BookingDetail }) {
  const { t } = useTranslation()
  const summary = connectionSummary(detail.invites.map((invite) => invite.status))
  const invites = waitingFirst(detail.booking, detail.invites)
  const waiting = invites.filter((invite) => canConfirmPrice(detail.booking, invite)).length
  const columns: CardColumns<InviteItem> = [
    {
      key: 'teacher',
      title: t('bookings.invites.teacher'),
      fixed: 'left',
      card: 'title',
      render: (_, invite) => <Typography.Text strong>{invite.teacher.name}</Typography.Text>,
    },
    {
      key: 'rank',
      title: t('bookings.invites.rank'),
      render: (_, invite) => (
        <Tag color={RANK_COLOURS[invite.teacher.rank] ?? 'default'}>{t(`bookings.rank.${invite.teacher.rank}`, invite.teacher.rank)}</Tag>
      ),
    },
    {
      key: 'rating',
      title: t('bookings.invites.rating'),
      align: 'right',
      render: (_, invite) => (invite.teacher.rating ? `★ ${invite.teacher.rating}` : t('bookings.invites.noRating')),
    },
    {
      key: 'distance',
      title: t('bookings.invites.distance'),
      align: 'right',
      render: (_, invite) => t('bookings.format.km', { km: invite.distanceKm.toFixed(1) }),
    },
    { key: 'stage', title: t('bookings.invites.stage'), render: (_, invite) => t(stageLabelKey(invite.stage)) },
    {
      key: 'rate',
      title: t('bookings.invites.rate'),
      align: 'right',
      render: (_, invite) => t('bookings.format.perHour', { amount: money(invite.hourlyRate) }),
    },
    statusColumn(t('bookings.invites.status'), (invite) => (
      <InviteStatusTag status={invite.status} confirmed={invite.confirmed} />
    )),
    { key: 'invited', title: t('bookings.invites.invitedAt'), render: (_, invite) => shortDateTimeText(t, invite.invitedAt) },
    {
      key: 'answered',
      title: t('bookings.invites.answeredAt'),
      render: (_, invite) => (invite.answeredAt ? shortDateTimeText(t, invite.answeredAt) : '—'),
    },
    actionsColumn(t('bookings.invites.actions'), (invite) => <Actions detail={detail} invite={invite} />, {
      fixed: 'right',
    }),
  ]

  return (
    <Card
      variant="borderless"
      className="booking-section"
      title={t('bookings.invites.title', { total: detail.invites.length })}
      extra={
        <Flex gap={4} wrap aria-label={t('bookings.invites.summary')}>
          {summary.map(({ meta, count }) => (
            <Flex key={meta.labelKey} gap={2} align="center">
              <MetaTag meta={meta} />
              <span>{count}</span>
            </Flex>
          ))}
        </Flex>
      }
    >
      <section aria-label={t('bookings.invites.label')}>
        <Flex vertical gap={12}>
          {waiting > 0 && (
            <Alert type="warning" showIcon title={t('bookings.invites.waiting', { count: waiting })} />
          )}
          <ResponsiveTable<InviteItem>
            rowKey="inviteId"
            size="small"
            columns={columns}
            rows={invites}
            label={t('bookings.invites.label')}
            empty={<EmptyNote text={t('bookings.invites.empty')} />}
            rowClassName={(invite) => (canConfirmPrice(detail.booking, invite) ? 'invite--waiting' : '')}
          />
        </Flex>
      </section>
    </Card>
  )
}
