import './invites.css'

import CalendarOutlined from '@ant-design/icons/CalendarOutlined'
import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined'
import DollarOutlined from '@ant-design/icons/DollarOutlined'
import ThunderboltOutlined from '@ant-design/icons/ThunderboltOutlined'
import Collapse from 'antd/es/collapse'
import Flex from 'antd/es/flex'
import Tag from 'antd/es/tag'
import Typography from 'antd/es/typography'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { formatMoney, isPositiveAmount } from '@/shared/lib/money'
import { formatInZone } from '@/shared/lib/platformTime'

import type { TeacherInvite } from '../api/inviteList'
import { scheduleSummary, workingHours } from '../lib/schedule'

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Flex gap={10} align="flex-start" className="teacher-fact">
      <span className="teacher-fact__icon" aria-hidden>
        {icon}
      </span>
      <Flex vertical gap={0} className="teacher-fact__body">
        <span className="teacher-fact__label">{label}</span>
        {children}
      </Flex>
    </Flex>
  )
}

/** When (days and hours, in New Zealand time) and for how much (rate, boost, estimated pay). */
export function InviteFacts({ invite }: { invite: TeacherInvite }) {
  const { t } = useTranslation()
  const summary = scheduleSummary(invite.days)
  if (!summary) return null
  const day = (value: string) => formatInZone(value, t('teacherInvites.format.day'))
  const time = (value: string) => formatInZone(value, t('teacherInvites.format.time'))
  const dates =
    summary.dayCount > 1
      ? t('teacherInvites.facts.dateRange', {
          from: day(summary.firstStartsAt),
          to: day(summary.lastStartsAt),
          days: summary.dayCount,
        })
      : day(summary.firstStartsAt)
  const hours = summary.sameHours
    ? t('teacherInvites.facts.hours', { from: time(summary.startsAt), to: time(summary.endsAt) })
    : t('teacherInvites.facts.hoursVary')
  const breakText =
    summary.sameHours && summary.breakMinutes > 0
      ? t('teacherInvites.facts.break', { minutes: summary.breakMinutes })
      : null

  return (
    <Flex vertical gap={10} className="invite-card__facts">
      <Fact icon={<CalendarOutlined />} label={t('teacherInvites.facts.when')}>
        <Typography.Text strong>{dates}</Typography.Text>
      </Fact>
      <Fact icon={<ClockCircleOutlined />} label={t('teacherInvites.facts.hoursLabel')}>
        <Typography.Text>
          {hours}
          {breakText && <Typography.Text type="secondary"> · {breakText}</Typography.Text>}
        </Typography.Text>
      </Fact>
      <Fact icon={<DollarOutlined />} label={t('teacherInvites.facts.rate')}>
        <Flex gap={6} align="center" wrap>
          <Typography.Text strong className="invite-card__rate">
            {t('teacherInvites.facts.perHour', { amount: formatMoney(invite.hourlyRate) })}
          </Typography.Text>
          {isPositiveAmount(invite.boostIncentive) && invite.boostIncentive && (
            <Tag color="warning" icon={<ThunderboltOutlined />} variant="filled">
              {t('teacherInvites.facts.boost', { amount: formatMoney(invite.boostIncentive) })}
            </Tag>
          )}
        </Flex>
        <Typography.Text type="secondary">
          {t('teacherInvites.facts.estimate', {
            amount: formatMoney(summary.estimatedPay),
            hours: summary.totalHours,
          })}
        </Typography.Text>
      </Fact>
      {summary.dayCount > 1 && (
        <Collapse
          ghost
          size="small"
          className="invite-card__days"
          items={[
            {
              key: 'days',
              label: t('teacherInvites.facts.everyDay', { days: invite.days.length }),
              children: (
                <ul className="teacher-day-list">
                  {invite.days.map((item) => (
                    <li key={item.startsAt}>
                      <span>{day(item.startsAt)}</span>
                      <span>
                        {t('teacherInvites.facts.hours', { from: time(item.startsAt), to: time(item.endsAt) })}
                      </span>
                      <span>
                        {t('teacherInvites.facts.dayPay', {
                          rate: formatMoney(item.hourlyRate),
                          hours: Math.round(workingHours(item) * 100) / 100,
                        })}
                      </span>
                    </li>
                  ))}
                </ul>
              ),
            },
          ]}
        />
      )}
    </Flex>
  )
}
