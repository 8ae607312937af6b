import '@/shared/ui/phone.css'
import './jobs.css'

import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined'
import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined'
import FieldTimeOutlined from '@ant-design/icons/FieldTimeOutlined'
import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import Card from 'antd/es/card'
import Flex from 'antd/es/flex'
import Popconfirm from 'antd/es/popconfirm'
import Tag from 'antd/es/tag'
import Typography from 'antd/es/typography'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { formatMoney } from '@/shared/lib/money'
import { formatInZone } from '@/shared/lib/platformTime'

import type { TeacherJob } from '../api/jobList'
import { canApplyLeave, extensionWaiting, JOB_STATES, jobState } from '../lib/jobStatus'

interface JobCardProps {
  job: TeacherJob
  now: number
  /** The extension answer being sent for this job, if any. */
  answeringExtension: boolean | null
  onApplyLeave: () => void
  onAnswerExtension: (accept: boolean) => void
  /** The job's time sheet, as the app shows it (the time sheets feature's teacher view). */
  timeSheet?: ReactNode
}

/** One booked day: where, when, the rate and notes; leave and the centre's extension request. */
export function JobCard({ job, now, answeringExtension, onApplyLeave, onAnswerExtension, timeSheet }: JobCardProps) {
  const { t } = useTranslation()
  const state = jobState(job, now)
  const meta = JOB_STATES[state]
  const day = formatInZone(job.startsAt, t('teacherJobs.format.day'))
  const time = (value: string) => formatInZone(value, t('teacherJobs.format.time'))
  const address = [job.centre.address, job.centre.suburb, job.centre.city].filter(Boolean).join(', ')
  const hours =
    Math.max(0, (Date.parse(job.endsAt) - Date.parse(job.startsAt)) / 60_000 - job.breakMinutes) / 60
  const waiting = extensionWaiting(job)
  const busy = answeringExtension !== null

  return (
    <Card
      className={`teacher-card job-card job-card--${state}`}
      role="article"
      aria-label={t('teacherJobs.card.label', { centre: job.centre.name, day })}
    >
      <Flex justify="space-between" align="flex-start" gap={8}>
        <Flex vertical gap={0}>
          <Typography.Text className="job-card__day">{day}</Typography.Text>
          <Typography.Text className="job-card__hours">
            <ClockCircleOutlined aria-hidden /> {t('teacherJobs.card.hours', { from: time(job.startsAt), to: time(job.endsAt) })}
          </Typography.Text>
        </Flex>
        <Tag color={meta.color}>{t(meta.labelKey)}</Tag>
      </Flex>

      <Flex vertical gap={2} className="job-card__centre">
        <Typography.Text strong>{job.centre.name}</Typography.Text>
        {address && (
          <Typography.Text type="secondary">
            <EnvironmentOutlined aria-hidden /> {address}
          </Typography.Text>
        )}
      </Flex>

      <Typography.Text className="job-card__pay">
        {t('teacherJobs.card.pay', {
          rate: formatMoney(job.hourlyRate),
          hours: Math.round(hours * 100) / 100,
          minutes: job.breakMinutes,
        })}
      </Typography.Text>

      {job.notes && (
        <div className="teacher-notes">
          <Typography.Text strong>{t('teacherJobs.card.notes')}</Typography.Text>
          <Typography.Paragraph
            ellipsis={{
              rows: 3,
              expandable: 'collapsible',
              symbol: (expanded) => t(expanded ? 'teacherJobs.card.less' : 'teacherJobs.card.more'),
            }}
            className="teacher-notes__text"
          >
            {job.notes}
          </Typography.Paragraph>
        </div>
      )}

      {waiting && job.extensionEndsAt && (
        <Alert
          type="info"
          showIcon
          icon={<FieldTimeOutlined />}
          className="job-card__extension"
          title={t('teacherJobs.extension.asked', { centre: job.centre.name, time: time(job.extensionEndsAt) })}
          description={
            <Flex gap={8} className="job-card__extension-actions">
              <Popconfirm
                title={t('teacherJobs.extension.declineTitle')}
                okText={t('teacherJobs.extension.decline')}
                cancelText={t('common.cancel')}
                onConfirm={() => onAnswerExtension(false)}
              >
                <Button block disabled={busy} loading={answeringExtension === false}>
                  {t('teacherJobs.extension.decline')}
                </Button>
              </Popconfirm>
              <Button
                block
                type="primary"
                disabled={busy}
                loading={answeringExtension === true}
                onClick={() => onAnswerExtension(true)}
              >
                {t('teacherJobs.extension.accept')}
              </Button>
            </Flex>
          }
        />
      )}
      {!waiting && job.extensionEndsAt && job.extensionAnswer !== null && (
        <Typography.Text type="secondary">
          {t(job.extensionAnswer === 1 ? 'teacherJobs.extension.accepted' : 'teacherJobs.extension.declined', {
            time: time(job.extensionEndsAt),
          })}
        </Typography.Text>
      )}

      {state === 'leave' && job.leaveReason && (
        <Typography.Text type="secondary">{t('teacherJobs.card.leaveReason', { reason: job.leaveReason })}</Typography.Text>
      )}

      {job.timeSheet && timeSheet}

      <Flex justify="space-between" align="center" gap={8} className="job-card__footer">
        <Typography.Text type="secondary" className="teacher-reference">
          {t('teacherJobs.card.reference', { id: job.bookingId })}
        </Typography.Text>
        {canApplyLeave(job, now) && (
          <Button danger onClick={onApplyLeave}>
            {t('teacherJobs.leave.open')}
          </Button>
        )}
      </Flex>
    </Card>
  )
}
