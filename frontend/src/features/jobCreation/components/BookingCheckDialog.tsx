import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined'
import ReloadOutlined from '@ant-design/icons/ReloadOutlined'
import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import Descriptions from 'antd/es/descriptions'
import Divider from 'antd/es/divider'
import Flex from 'antd/es/flex'
import Modal from 'antd/es/modal'
import Skeleton from 'antd/es/skeleton'
import Tag from 'antd/es/tag'
import Typography from 'antd/es/typography'
import dayjs from 'dayjs'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'

import { formatInZone } from '@/shared/lib/platformTime'

import type { Quote } from '../api/quoteDraft'
import { type QuoteFacts, quoteFacts } from '../lib/bookingSummary'
import { formatCountdown, useCountdown } from '../lib/hooks'
import { QuoteTotals } from './QuoteTotals'

/** Each day's hours: the same times every day (with the unpaid break), or a note that they differ. */
function hoursText(t: TFunction, facts: QuoteFacts): string {
  if (!facts.times) return t('jobCreation.check.hoursVary')
  const key = `jobCreation.check.${facts.dayCount === 1 ? 'oneDay' : 'eachDay'}${facts.times.breakMinutes > 0 ? 'Break' : ''}`
  return t(key, {
    start: formatInZone(facts.times.startsAt, 'HH:mm'),
    end: formatInZone(facts.times.endsAt, 'HH:mm'),
    minutes: facts.times.breakMinutes,
  })
}

interface BookingCheckDialogProps {
  open: boolean
  /** The live quote of the draft about to be booked. */
  quote: Quote | null
  numberOfTeachers: number
  /** The qualification asked for, in words. */
  qualification: string
  /** A fresh quote replaced the one the centre saw (the rate changed or expired). */
  changed: boolean
  updating: boolean
  booking: boolean
  onBook: () => void
  onRefresh: () => void
  onClose: () => void
}

/**
 * The check before a booking is made: its dates, hours, teachers and rate,
 * and what the centre will pay with GST and any voucher, from the live quote;
 * Book commits it.
 */
export function BookingCheckDialog({
  open,
  quote,
  numberOfTeachers,
  qualification,
  changed,
  updating,
  booking,
  onBook,
  onRefresh,
  onClose,
}: BookingCheckDialogProps) {
  const { t } = useTranslation()
  const remaining = useCountdown(quote?.expiresAt)
  const expired = quote !== null && remaining === 0
  const facts = quote ? quoteFacts(quote) : null
  const money = (amount: string) => t('jobCreation.quote.money', { amount })
  const date = (day: string) => dayjs(day).format(t('jobCreation.check.dateFormat'))

  const footer = (
    <Flex justify="space-between" align="center" gap={8} wrap>
      {quote && !expired ? (
        <Tag color="processing" icon={<ClockCircleOutlined />} role="timer">
          {t('jobCreation.quote.heldFor', { time: formatCountdown(remaining ?? 0) })}
        </Tag>
      ) : (
        <span />
      )}
      <Flex gap={8}>
        <Button onClick={onClose}>{t('jobCreation.check.back')}</Button>
        {expired ? (
          <Button type="primary" icon={<ReloadOutlined />} loading={updating} onClick={onRefresh}>
            {t('jobCreation.quote.refreshToBook')}
          </Button>
        ) : (
          <Button type="primary" loading={booking} disabled={!quote || updating} onClick={onBook}>
            {changed ? t('jobCreation.quote.bookAtNewRate') : t('jobCreation.quote.book')}
          </Button>
        )}
      </Flex>
    </Flex>
  )

  return (
    <Modal open={open} title={t('jobCreation.check.title')} onCancel={onClose} footer={footer} destroyOnHidden>
      {!quote || !facts ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : (
        <Flex vertical gap={12} aria-busy={updating}>
          {changed && (
            <Alert
              type="warning"
              showIcon
              title={t('jobCreation.quote.changedTitle')}
              description={t('jobCreation.quote.changedBody', {
                rate: money(quote.liveRate),
                total: money(quote.payable),
              })}
            />
          )}
          {expired && <Alert type="warning" showIcon title={t('jobCreation.quote.expired')} />}
          <Descriptions
            size="small"
            column={1}
            bordered
            items={[
              {
                key: 'dates',
                label: t('jobCreation.check.dates'),
                children:
                  facts.dayCount === 1
                    ? date(facts.first)
                    : t('jobCreation.check.dateRange', {
                        first: date(facts.first),
                        last: date(facts.last),
                        count: facts.dayCount,
                      }),
              },
              {
                key: 'hours',
                label: t('jobCreation.check.hours'),
                children: (
                  <Flex vertical>
                    <span>{hoursText(t, facts)}</span>
                    <Typography.Text type="secondary">
                      {t('jobCreation.check.totalHours', { hours: quote.totalHours })}
                    </Typography.Text>
                  </Flex>
                ),
              },
              {
                key: 'teachers',
                label: t('jobCreation.check.teachers'),
                children: t('jobCreation.check.teachersOf', { count: numberOfTeachers, qualification }),
              },
              {
                key: 'rate',
                label: t('jobCreation.check.rate'),
                children:
                  facts.lowestRate === facts.highestRate
                    ? t('jobCreation.check.ratePerHour', { rate: money(facts.lowestRate) })
                    : t('jobCreation.check.rateRange', { low: money(facts.lowestRate), high: money(facts.highestRate) }),
              },
            ]}
          />
          <Divider className="job-quote__divider" />
          <QuoteTotals quote={quote} numberOfTeachers={numberOfTeachers} work={false} />
          <Typography.Text type="secondary" className="job-quote__note">
            {t('jobCreation.quote.estimateNote')}
          </Typography.Text>
        </Flex>
      )}
    </Modal>
  )
}
