import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined'
import ReloadOutlined from '@ant-design/icons/ReloadOutlined'
import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import Card from 'antd/es/card'
import Divider from 'antd/es/divider'
import Skeleton from 'antd/es/skeleton'
import Tag from 'antd/es/tag'
import Typography from 'antd/es/typography'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'

import type { Quote } from '../api/quoteDraft'
import { formatCountdown, useCountdown } from '../lib/hooks'
import { QuoteTotals } from './QuoteTotals'

interface QuoteSummaryProps {
  quote: Quote | null
  /** The quote shown is for an earlier draft; a new one is on its way. */
  updating: boolean
  loading: boolean
  /** Why the rate could not be loaded, if it could not: a rule the server named, or another failure. */
  failure: { text: string; rule: boolean } | null
  /** What the draft still needs before it can be quoted. */
  missing: string[]
  /** What stops booking although the rate shows (favourites). */
  blockers: string[]
  numberOfTeachers: number
  booking: boolean
  onRefresh: () => void
  onBook: () => void
}

/** The live rate of the draft with its 5-minute hold, each day's amount, the total and the Book button. */
export function QuoteSummary({
  quote,
  updating,
  loading,
  failure,
  missing,
  blockers,
  numberOfTeachers,
  booking,
  onRefresh,
  onBook,
}: QuoteSummaryProps) {
  const { t } = useTranslation()
  const remaining = useCountdown(quote?.expiresAt)
  const expired = quote !== null && remaining === 0
  const money = (amount: string) => t('jobCreation.quote.money', { amount })

  return (
    <Card
      size="small"
      variant="borderless"
      className="job-quote"
      title={t('jobCreation.quote.title')}
      extra={
        <Button
          size="small"
          icon={<ReloadOutlined />}
          onClick={onRefresh}
          disabled={!quote && !failure}
          loading={loading || updating}
          aria-label={t('jobCreation.quote.refreshLabel')}
        >
          {t('jobCreation.quote.refresh')}
        </Button>
      }
    >
      {missing.length > 0 ? (
        <div className="job-quote__missing" role="status">
          <Typography.Text type="secondary">{t('jobCreation.quote.incomplete')}</Typography.Text>
          <ul>
            {missing.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </div>
      ) : failure?.rule ? (
        <Alert type="warning" showIcon title={failure.text} />
      ) : failure ? (
        <Alert type="error" showIcon title={t('jobCreation.quote.failed')} description={failure.text} />
      ) : !quote ? (
        <div role="status" aria-label={t('jobCreation.quote.loading')}>
          <Skeleton active paragraph={{ rows: 3 }} />
        </div>
      ) : (
        <div className={updating ? 'job-quote__body job-quote__body--updating' : 'job-quote__body'} aria-busy={updating}>
          <div className="job-quote__rate">
            <div>
              <Typography.Text type="secondary">{t('jobCreation.quote.hourlyRate')}</Typography.Text>
              <div className="job-quote__rate-value" data-testid="live-rate">
                {money(quote.liveRate)} <span className="job-quote__per-hour">{t('jobCreation.quote.perHour')}</span>
              </div>
            </div>
            {expired ? (
              <Tag color="error">{t('jobCreation.quote.expiredTag')}</Tag>
            ) : (
              <Tag color="processing" icon={<ClockCircleOutlined />} role="timer">
                {t('jobCreation.quote.heldFor', { time: formatCountdown(remaining ?? 0) })}
              </Tag>
            )}
          </div>
          {updating && (
            <Typography.Text type="secondary" className="job-quote__updating">
              {t('jobCreation.quote.updating')}
            </Typography.Text>
          )}
          <ul className="job-quote__days" aria-label={t('jobCreation.quote.daysLabel')}>
            {quote.days.map((day) => (
              <li key={day.date} className="job-quote__day">
                <div>
                  <Typography.Text strong>{dayjs(day.date).format(t('jobCreation.quote.dayFormat'))}</Typography.Text>{' '}
                  {day.weekend && <Tag color="blue">{t('jobCreation.quote.weekend')}</Tag>}
                  {day.holiday && <Tag color="magenta">{t('jobCreation.quote.holiday')}</Tag>}
                  <div>
                    <Typography.Text type="secondary">
                      {dayjs(day.startsAt).format('HH:mm')}–{dayjs(day.endsAt).format('HH:mm')} ·{' '}
                      {t('jobCreation.quote.dayAmount', { hours: day.workingHours, rate: money(day.hourlyRate) })}
                      {day.breakMinutes > 0 && ` · ${t('jobCreation.quote.breakMinutes', { minutes: day.breakMinutes })}`}
                    </Typography.Text>
                  </div>
                </div>
                <Typography.Text className="job-quote__amount">{money(day.amount)}</Typography.Text>
              </li>
            ))}
          </ul>
          <Divider className="job-quote__divider" />
          <QuoteTotals quote={quote} numberOfTeachers={numberOfTeachers} />
          <Typography.Text type="secondary" className="job-quote__note">
            {t('jobCreation.quote.estimateNote')}
          </Typography.Text>
        </div>
      )}

      {expired && !updating && (
        <Alert className="job-quote__alert" type="warning" showIcon title={t('jobCreation.quote.expired')} />
      )}
      {blockers.map((text) => (
        <Alert key={text} className="job-quote__alert" type="error" showIcon title={text} />
      ))}

      {expired ? (
        <Button type="primary" size="large" block icon={<ReloadOutlined />} onClick={onRefresh} loading={updating}>
          {t('jobCreation.quote.refreshToBook')}
        </Button>
      ) : (
        <Button
          type="primary"
          size="large"
          block
          className="job-quote__book"
          onClick={onBook}
          loading={booking}
          disabled={loading || updating || failure !== null}
        >
          {t('jobCreation.quote.book')}
        </Button>
      )}
    </Card>
  )
}
