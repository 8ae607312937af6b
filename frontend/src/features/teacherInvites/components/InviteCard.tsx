import '@/shared/ui/phone.css'
import './invites.css'

import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined'
import HourglassOutlined from '@ant-design/icons/HourglassOutlined'
import Button from 'antd/es/button'
import Card from 'antd/es/card'
import Flex from 'antd/es/flex'
import Popconfirm from 'antd/es/popconfirm'
import Tag from 'antd/es/tag'
import Typography from 'antd/es/typography'
import { useTranslation } from 'react-i18next'

import { formatInZone } from '@/shared/lib/platformTime'
import { useNow } from '@/shared/lib/useNow'

import type { TeacherInvite } from '../api/inviteList'
import { INVITE_STATES, inviteState, inviteStateHintKey } from '../lib/inviteStatus'
import { countdown } from '../lib/schedule'
import { InviteFacts } from './InviteFacts'

export interface InviteLabels {
  qualification: string
  ageGroup: string
}

interface InviteCardProps {
  invite: TeacherInvite
  /** Dictionary labels of the invite's qualification and age group, in the chosen language. */
  labels: InviteLabels
  /** The answer being sent for this invite, if any. */
  answering: boolean | null
  onAnswer: (interested: boolean) => void
}

/** The time left to answer an open invite, ticking; "expired" once it has run out. */
function AnswerWithin({ until }: { until: string }) {
  const { t } = useTranslation()
  const left = countdown(until, useNow())
  const at = formatInZone(until, t('teacherInvites.format.time'))
  return (
    <Flex gap={6} align="center" className={left.seconds < 120 ? 'invite-card__expiry invite-card__expiry--soon' : 'invite-card__expiry'}>
      <HourglassOutlined aria-hidden />
      <span>
        {left.over
          ? t('teacherInvites.card.expiring')
          : t('teacherInvites.card.answerWithin', { time: left.text, at })}
      </span>
    </Flex>
  )
}

/**
 * One invite: the centre, where and when, the rate, the requirements and the
 * handover notes; Interested and Decline while it is open, its state after.
 */
export function InviteCard({ invite, labels, answering, onAnswer }: InviteCardProps) {
  const { t } = useTranslation()
  const now = useNow(15_000)
  const state = inviteState(invite, now)
  const meta = INVITE_STATES[state]
  const hintKey = inviteStateHintKey(state)
  const place = [invite.centre.suburb, invite.centre.city].filter(Boolean).join(', ')
  const open = state === 'open'
  const busy = answering !== null

  return (
    <Card
      className={`teacher-card invite-card invite-card--${state}`}
      role="article"
      aria-label={t('teacherInvites.card.label', { centre: invite.centre.name, id: invite.bookingId })}
    >
      <Flex justify="space-between" align="flex-start" gap={8}>
        <Flex vertical gap={2} style={{ minWidth: 0 }}>
          <Typography.Title level={2} className="invite-card__centre">
            {invite.centre.name}
          </Typography.Title>
          <Typography.Text type="secondary">
            <EnvironmentOutlined aria-hidden /> {place ? `${place} · ` : ''}
            {t('teacherInvites.card.distance', { km: invite.distanceKm.toFixed(1) })}
          </Typography.Text>
        </Flex>
        <Tag color={meta.color} className="invite-card__state">
          {t(meta.labelKey)}
        </Tag>
      </Flex>

      <InviteFacts invite={invite} />

      <Flex gap={4} wrap className="invite-card__tags">
        {labels.qualification && <Tag variant="filled">{labels.qualification}</Tag>}
        {labels.ageGroup && (
          <Tag variant="filled">{t('teacherInvites.card.ageGroup', { group: labels.ageGroup })}</Tag>
        )}
        {invite.numberOfTeachers > 1 && (
          <Tag variant="filled">{t('teacherInvites.card.teachers', { number: invite.numberOfTeachers })}</Tag>
        )}
      </Flex>

      {invite.notes && (
        <div className="teacher-notes">
          <Typography.Text strong>{t('teacherInvites.card.notes')}</Typography.Text>
          <Typography.Paragraph
            ellipsis={{ rows: 3, expandable: 'collapsible', symbol: (expanded) => t(expanded ? 'teacherInvites.card.less' : 'teacherInvites.card.more') }}
            className="teacher-notes__text"
          >
            {invite.notes}
          </Typography.Paragraph>
        </div>
      )}

      {open && invite.stageEndsAt && <AnswerWithin until={invite.stageEndsAt} />}

      {open ? (
        <Flex gap={10} className="invite-card__actions">
          <Popconfirm
            title={t('teacherInvites.decline.title')}
            description={t('teacherInvites.decline.confirm')}
            okText={t('teacherInvites.decline.ok')}
            cancelText={t('common.cancel')}
            onConfirm={() => onAnswer(false)}
          >
            <Button block size="large" disabled={busy} loading={answering === false}>
              {t('teacherInvites.actions.decline')}
            </Button>
          </Popconfirm>
          <Button
            block
            size="large"
            type="primary"
            disabled={busy}
            loading={answering === true}
            onClick={() => onAnswer(true)}
          >
            {t('teacherInvites.actions.interested')}
          </Button>
        </Flex>
      ) : (
        <Flex vertical gap={2} className="invite-card__outcome">
          {hintKey && <Typography.Text>{t(hintKey)}</Typography.Text>}
          {invite.answeredAt && (
            <Typography.Text type="secondary">
              {t('teacherInvites.card.answeredAt', {
                time: formatInZone(invite.answeredAt, t('teacherInvites.format.dateTime')),
              })}
            </Typography.Text>
          )}
        </Flex>
      )}
      <Typography.Text type="secondary" className="teacher-reference">
        {t('teacherInvites.card.reference', { id: invite.bookingId })}
      </Typography.Text>
    </Card>
  )
}
