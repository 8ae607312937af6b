import { useTranslation } from 'react-i18next'

import type { Quote } from '../api/quoteDraft'

interface QuoteTotalsProps {
  quote: Quote
  numberOfTeachers: number
  /** Show the teachers and hours above the money (left out where they are shown already). */
  work?: boolean
}

/**
 * What the quoted booking costs, as the server priced it: teachers and hours,
 * the subtotal before GST, the voucher's discount, GST and the total the
 * centre will pay if every day is worked as booked.
 */
export function QuoteTotals({ quote, numberOfTeachers, work = true }: QuoteTotalsProps) {
  const { t } = useTranslation()
  const money = (amount: string) => t('jobCreation.quote.money', { amount })
  const discounted = Number(quote.discount) > 0
  return (
    <dl className="job-quote__totals">
      {work && (
        <>
          <dt>{t('jobCreation.quote.teachers')}</dt>
          <dd>× {numberOfTeachers}</dd>
          <dt>{t('jobCreation.quote.totalHours')}</dt>
          <dd>{t('jobCreation.quote.hours', { hours: quote.totalHours })}</dd>
        </>
      )}
      <dt>{t('jobCreation.quote.subtotal')}</dt>
      <dd data-testid="quote-subtotal">{money(quote.total)}</dd>
      {discounted && (
        <>
          <dt>{t('jobCreation.quote.voucher')}</dt>
          <dd data-testid="quote-discount">−{money(quote.discount)}</dd>
        </>
      )}
      <dt>{t('jobCreation.quote.gst', { rate: Number(quote.taxRate) })}</dt>
      <dd data-testid="quote-gst">{money(quote.tax)}</dd>
      <dt className="job-quote__total-label">{t('jobCreation.quote.payable')}</dt>
      <dd className="job-quote__total" data-testid="quote-total">
        {money(quote.payable)}
      </dd>
    </dl>
  )
}
